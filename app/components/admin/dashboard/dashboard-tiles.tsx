import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { DASHBOARD_TILES } from "../admin-sections.ts";
import { cn, FOCUS_RING } from "../../ui/cn.ts";

/** The shortcut tiles of back-office §2: products, import, orders, leads, invoices, quotes, suppliers, POs. */
export function DashboardTiles() {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="dashboard-shortcuts">
      <h2 id="dashboard-shortcuts" className="mb-3 text-sm font-semibold text-slate-900">
        {t("admin-dashboard:shortcuts")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {DASHBOARD_TILES.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className={cn(
                "group flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-600/60 hover:bg-brand-50/30",
                FOCUS_RING,
              )}
            >
              <span className="rounded-md bg-brand-50 p-2 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{t(`nav.${key}`)}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(`dashboard.tiles.${key}`)}</span>
              </span>
              <ChevronRight
                className="mt-1 size-4 shrink-0 text-slate-400 group-hover:text-brand-700"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
