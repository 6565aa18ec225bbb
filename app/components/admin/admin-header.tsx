import { ExternalLink } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Link, NavLink } from "react-router";
import { ADMIN_SECTIONS } from "./admin-sections.ts";
import { LogoutButton } from "./logout-button.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

/** The back office's top bar: brand, sections, the signed-in address and sign-out. */
export function AdminHeader({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("common:nav.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/admin" className="mr-auto flex items-center gap-2 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
          <span>{t("admin.brand")}</span>
        </Link>
        <span className="hidden text-sm text-slate-600 md:inline">{t("admin.signedInAs", { email })}</span>
        <Link to="/" className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          <ExternalLink className="size-4" aria-hidden="true" />
          {t("admin.viewSite")}
        </Link>
        <LogoutButton label={t("admin.logout")} />
      </div>
      <nav aria-label={t("admin.navLabel")} className="mx-auto max-w-7xl overflow-x-auto px-4 pb-2 sm:px-6">
        <ul className="flex gap-1">
          <li>
            <NavLink to="/admin" end className={linkClass}>
              {t("admin.dashboard")}
            </NavLink>
          </li>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.to} className={linkClass}>
                {t(`admin.${section.key}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin/audit" className={linkClass}>
              {t("admin.audit")}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
