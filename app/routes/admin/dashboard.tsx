import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { DASHBOARD_TILES } from "../../components/admin/admin-sections.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { cn, FOCUS_RING } from "../../components/ui/cn.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "dashboard.title");

export const handle: AdminHandle = { breadcrumb: "nav.dashboard" };

// The KPI cards, recent orders and top products of spec §2 come with the dashboard issue; only the shortcut tiles here.
export default function Dashboard() {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminPageHeader title={t("dashboard.title")} description={t("dashboard.intro")} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {DASHBOARD_TILES.map(({ key, to, icon: Icon, isReady }) => (
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
                {isReady ? null : (
                  <Badge variant="outline" className="mt-2">
                    {t("frame.soon")}
                  </Badge>
                )}
              </span>
              {isReady ? (
                <ChevronRight
                  className="mt-1 size-4 shrink-0 text-slate-400 group-hover:text-brand-700"
                  aria-hidden="true"
                />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
