import { NavLink } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { cn, FOCUS_RING } from "../ui/cn.ts";
import { ADMIN_NAV_GROUPS } from "./admin-sections.ts";

/**
 * The side navigation: every section, grouped, the current one marked (`aria-current="page"`). `onNavigate` lets the
 * phone menu close itself.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("frame.navLabel")} className="flex flex-col gap-4 px-3 py-4">
      {ADMIN_NAV_GROUPS.map((group) => (
        <div key={group.key ?? "main"}>
          {group.key ? (
            <p className="px-2 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
              {t(`groups.${group.key}`)}
            </p>
          ) : null}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
            {group.sections.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <NavLink
                  to={to}
                  end={to === "/admin"}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "group flex min-w-0 items-center gap-2.5 rounded-md px-2 py-1.5 text-sm font-medium transition-colors",
                      FOCUS_RING,
                      isActive
                        ? "bg-brand-50 text-brand-800"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />
                  <span className="flex-1 truncate">{t(`nav.${key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
