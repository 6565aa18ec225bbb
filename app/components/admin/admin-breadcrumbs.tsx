import { ChevronRight } from "lucide-react";
import { Link, useMatches, type UIMatch } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { FOCUS_RING } from "../ui/cn.ts";
import type { AdminHandle } from "./admin-handle.ts";

/** 'Administration › Journal d'audit': one crumb per route that declares `handle.breadcrumb`, the last one the page. */
export function AdminBreadcrumbs() {
  const { t } = useTranslation("admin");
  const matches = useMatches() as Array<UIMatch<unknown, AdminHandle | undefined>>;
  const crumbs = matches
    .filter((match) => match.handle?.breadcrumb)
    .map((match) => {
      const breadcrumb = match.handle!.breadcrumb!;
      return { to: match.pathname, label: typeof breadcrumb === "function" ? breadcrumb(match, t) : t(breadcrumb) };
    });
  return (
    <nav aria-label={t("frame.breadcrumbLabel")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <li>
          <Link to="/admin" className={`rounded-sm hover:text-slate-900 ${FOCUS_RING}`}>
            {t("frame.home")}
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-700">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className={`rounded-sm hover:text-slate-900 ${FOCUS_RING}`}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
