import { useTranslation } from "../../../modules/i18n/react.tsx";
import { LEAD_STATUS_ORDER, type LeadCounters } from "../../../modules/sales/admin-lead-stats.ts";
import { cn } from "../../ui/cn.ts";

type LeadCountersBarProps = { counters: LeadCounters & { conversionRate: number } };

/** The five counters (one per status, for the filters other than the status) and the lead conversion rate. */
export function LeadCountersBar({ counters }: LeadCountersBarProps) {
  const { t } = useTranslation("admin-leads");
  return (
    <section aria-label={t("counters.label")} className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {LEAD_STATUS_ORDER.map((status) => (
        <Tile key={status} label={t(`counters.${status}`)} value={String(counters[status])} />
      ))}
      <Tile
        label={t("counters.conversionRate")}
        value={`${counters.conversionRate} %`}
        hint={t("counters.conversionHint", { converted: counters.converted, total: counters.total })}
        isAccent
      />
    </section>
  );
}

function Tile({
  label,
  value,
  hint,
  isAccent = false,
}: {
  label: string;
  value: string;
  hint?: string;
  isAccent?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border bg-white p-3 shadow-xs",
        isAccent ? "border-brand-200 bg-brand-50" : "border-slate-200",
      )}
    >
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
