// Failed-attempt blocks for the owner (issue 12 item 2): on the audit page when signed in, and on the page an
// emailed link opens (the form then carries the link's token). Each block, or all of them, can be ended.
import { Form } from "react-router";
import type { LoginBlockView } from "../../modules/auth/login-blocks-view.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { formatTahitiDateTime } from "../../modules/format/tahiti-date.ts";

type LoginBlocksSectionProps = {
  blocks: LoginBlockView[];
  /** The emailed link's token, when the owner is not signed in. */
  token?: string;
  /** Rows removed by the last 'end' action, to confirm it. */
  unblocked?: number;
  /** The narrow layout of the link pages. */
  compact?: boolean;
};

export function LoginBlocksSection({ blocks, token, unblocked, compact = false }: LoginBlocksSectionProps) {
  const { t } = useTranslation("auth");
  const hidden = (
    <>
      <input type="hidden" name="intent" value="unblock" />
      {token ? <input type="hidden" name="token" value={token} /> : null}
    </>
  );
  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <section aria-labelledby="login-blocks-title" className={compact ? "mt-8 border-t border-slate-200 pt-6" : "mt-8"}>
      <h2 id="login-blocks-title" className="text-lg font-semibold text-slate-900">
        {t("blocks.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("blocks.intro")}</p>
      {unblocked !== undefined ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t("blocks.ended")}
        </p>
      ) : null}
      {blocks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("blocks.empty")}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
            {blocks.map((block) => (
              <li key={block.key} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">
                    {block.kind === "pair" ? block.email : t("blocks.anyAccount")}
                  </p>
                  <p className="text-slate-600">
                    {t("blocks.detail", {
                      ip: block.ip,
                      failures: block.failures,
                      last: formatTahitiDateTime(new Date(block.lastAt)),
                    })}
                  </p>
                  <p className="text-slate-600">{t("blocks.wait", { count: block.waitMinutes })}</p>
                </div>
                <Form method="post">
                  {hidden}
                  <input type="hidden" name="key" value={block.key} />
                  <button
                    type="submit"
                    className={button}
                    aria-label={t("blocks.endOneLabel", { who: block.email ?? block.ip, ip: block.ip })}
                  >
                    {t("blocks.endOne")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-3">
            {hidden}
            <button type="submit" className={button}>
              {t("blocks.endAll")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
