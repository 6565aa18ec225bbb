import { ChevronRight } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ADMIN_SECTIONS } from "../../components/admin/admin-sections.ts";
import { authTitle } from "../../modules/auth/auth-meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${authTitle(matches, "admin", "dashboardTitle")} – BPE Admin` }];

// The KPI cards, recent orders and top products of spec §2 come with the dashboard issue; only the shortcut tiles here.
export default function Dashboard() {
  const { t } = useTranslation("auth");
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t("admin.dashboardTitle")}</h1>
      <p className="mt-1 text-slate-600">{t("admin.dashboardIntro")}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_SECTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{t(`admin.${key}`)}</span>
                <span className="block text-sm text-slate-600">{t(`admin.tiles.${key}`)}</span>
              </span>
              <ChevronRight className="mt-1 size-5 text-slate-400 group-hover:text-brand-700" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
