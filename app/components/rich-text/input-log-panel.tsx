import { useTranslation } from "../../modules/i18n/react.tsx";
import { INPUT_LOG_LIMIT, type InputLogEntry } from "./input-log.ts";

/** The input log of the developer test pages: newest first, at most 50 events (back-office §9). */
export function InputLogPanel({ entries, onClear }: { entries: readonly InputLogEntry[]; onClear: () => void }) {
  const { t, i18n } = useTranslation("editor");
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
  });
  return (
    <section aria-labelledby="input-log-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="input-log-title" className="text-lg font-semibold text-slate-900">
          {t("log.title")}
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("log.count", { count: entries.length, limit: INPUT_LOG_LIMIT })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("log.hint", { limit: INPUT_LOG_LIMIT })}</p>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("log.empty")}</p>
      ) : (
        <>
          <ol
            aria-label={t("log.listLabel")}
            className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm"
          >
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-1.5">
                <span className="font-medium text-slate-900">
                  {t(`log.types.${entry.type}`, { defaultValue: entry.type })}
                  {entry.detail ? <span className="ml-2 font-mono text-xs text-slate-600">{entry.detail}</span> : null}
                </span>
                <time dateTime={new Date(entry.at).toISOString()} className="font-mono text-xs text-slate-600">
                  {time.format(entry.at)}
                </time>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={onClear}
            className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t("log.clear")}
          </button>
        </>
      )}
    </section>
  );
}
