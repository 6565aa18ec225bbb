import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../../modules/sales/dashboard-period.ts";
import { cn, FOCUS_RING } from "../../ui/cn.ts";

/** The period of the figures, as links (the period lives in the URL): this month, 30 days, this year, all. */
export function DashboardPeriodPicker({ period }: { period: DashboardPeriod }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <nav aria-label={t("period")}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-xs">
        {DASHBOARD_PERIODS.map((key) => (
          <li key={key}>
            <Link
              to={key === "month" ? "?" : `?period=${key}`}
              preventScrollReset
              aria-current={key === period ? "page" : undefined}
              className={cn(
                "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                key === period && "bg-brand-700 text-white hover:bg-brand-700 hover:text-white",
                FOCUS_RING,
              )}
            >
              {t(`periods.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
