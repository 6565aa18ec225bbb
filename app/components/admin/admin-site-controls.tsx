import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Link } from "react-router";
import { LogoutButton } from "./logout-button.tsx";

/** The header's administration link and logout button; rendered only when the server says the visitor is the admin. */
export function AdminSiteControls() {
  const { t } = useTranslation("common");
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/admin"
        title={t("nav.admin")}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <LayoutDashboard className="size-4" aria-hidden="true" />
        <span className="sr-only 2xl:not-sr-only">{t("nav.admin")}</span>
      </Link>
      <LogoutButton
        label={t("nav.logout")}
        labelClassName="sr-only 2xl:not-sr-only"
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
    </div>
  );
}

/** The floating button at the bottom right of public pages, for the administrator only. */
export function AdminFloatingButton() {
  const { t } = useTranslation("common");
  return (
    <Link
      to="/admin"
      className="fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-500"
    >
      <LayoutDashboard className="size-5" aria-hidden="true" />
      {t("nav.admin")}
    </Link>
  );
}
