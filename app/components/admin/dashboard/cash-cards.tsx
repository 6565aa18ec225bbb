import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { DashboardCash } from "../../../modules/sales/dashboard-cash.server.ts";
import { formatMoney } from "../../../modules/format/money.ts";

/**
 * Beside the specification's 'Chiffre d'affaires encaissé': the money received in the period, per currency, with
 * what it is made of (deposits, balances, card sales, invoice payments), and the overpayments apart.
 */
export function CashCards({ cash }: { cash: DashboardCash }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <section aria-labelledby="dashboard-cash" className="grid gap-3 sm:grid-cols-3">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:col-span-2">
        <h2 id="dashboard-cash" className="text-sm font-medium text-slate-600">
          {t("cash.title")}
        </h2>
        <p className="text-xs text-slate-500">{t("cash.hint")}</p>
        {cash.received.length === 0 ? (
          <p className="mt-2 text-xl font-semibold text-slate-400">{t("kpis.none")}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {cash.received.map((row) => (
              <li key={row.currency}>
                <span className="text-xl font-semibold tracking-tight text-slate-900 tabular-nums">
                  {formatMoney(row.received, row.currency, "fr-FR")}
                </span>
                <span className="block text-xs text-slate-500 tabular-nums">
                  {(["deposit", "balance", "card", "invoice"] as const)
                    .filter((source) => row.bySource[source] > 0)
                    .map(
                      (source) =>
                        `${t(`cash.sources.${source}`)} ${formatMoney(row.bySource[source], row.currency, "fr-FR")}`,
                    )
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
        <h2 className="text-sm font-medium text-slate-600">{t("cash.overpayments")}</h2>
        <p className="text-xs text-slate-500">{t("cash.overpaymentsHint")}</p>
        {cash.overpayments.length === 0 ? (
          <p className="mt-2 text-xl font-semibold text-slate-400">{t("kpis.none")}</p>
        ) : (
          <ul className="mt-2 grid gap-1">
            {cash.overpayments.map((row) => (
              <li key={row.currency} className="text-xl font-semibold tracking-tight text-slate-900 tabular-nums">
                {formatMoney(row.amount, row.currency, "fr-FR")}
                <span className="ml-2 text-xs font-normal text-slate-500">
                  {t("cash.overpaymentCount", { count: row.count })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
