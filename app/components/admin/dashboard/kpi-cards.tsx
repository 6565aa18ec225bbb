import type { ReactNode } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { DashboardKpis } from "../../../modules/sales/dashboard-kpis.server.ts";
import { cn } from "../../ui/cn.ts";
import { formatMoney } from "../../../modules/format/money.ts";

function Kpi({
  label,
  hint,
  isWide = false,
  children,
}: {
  label: string;
  hint?: string;
  /** Two columns on a phone (amounts per currency). */
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-xs",
        isWide && "col-span-2 sm:col-span-1",
      )}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="order-last text-xl font-semibold tracking-tight text-slate-900 tabular-nums">{children}</dd>
      {hint ? <dd className="order-last text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

/** One line per currency: amounts in different currencies are never added together. */
function PerCurrency({ values }: { values: string[] }) {
  const { t } = useTranslation("admin-dashboard");
  if (values.length === 0) return <span className="text-slate-400">{t("kpis.none")}</span>;
  return (
    <ul>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  );
}

/** The five figures of back-office §9 for the chosen period. */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const { t } = useTranslation("admin-dashboard");
  const conversion =
    kpis.conversionRate === null
      ? t("kpis.none")
      : `${kpis.conversionRate.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  return (
    <section aria-labelledby="dashboard-kpis">
      <h2 id="dashboard-kpis" className="sr-only">
        {t("kpis.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-5">
        <Kpi label={t("kpis.collected")} hint={t("kpis.collectedHint")} isWide>
          <PerCurrency values={kpis.byCurrency.map((row) => formatMoney(row.collected, row.currency, "fr-FR"))} />
        </Kpi>
        <Kpi label={t("kpis.averagePaid")} isWide>
          <PerCurrency values={kpis.byCurrency.map((row) => formatMoney(row.averagePaid, row.currency, "fr-FR"))} />
        </Kpi>
        <Kpi label={t("kpis.conversion")} hint={t("kpis.conversionHint")}>
          {conversion}
        </Kpi>
        <Kpi label={t("kpis.leads")}>{kpis.leadCount.toLocaleString("fr-FR")}</Kpi>
        <Kpi label={t("kpis.paid")} hint={t("kpis.orders", { count: kpis.orderCount })}>
          {kpis.paidCount.toLocaleString("fr-FR")}
        </Kpi>
      </dl>
    </section>
  );
}
