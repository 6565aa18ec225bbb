import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageLinks, pageSearch } from "../../modules/catalog/page-number.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLocalePath } from "../locale-link.tsx";

const LINK =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-slate-100";
const CURRENT =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white";
const OFF = "inline-flex min-h-10 items-center gap-1 px-3 text-sm text-slate-400";

/**
 * The links between the pages of a public list (issue 19 item 2): previous, the numbered pages with gaps, next.
 * Plain links, one URL per page (`path?page=N`, page 1 without the parameter), so search engines follow them too.
 */
export function Pager({ path, current, count }: { path: string; current: number; count: number }) {
  const { t } = useTranslation("pagination");
  const localePath = useLocalePath();
  if (count < 2) return null;
  const href = (page: number) => `${localePath(path)}${pageSearch(page)}`;
  return (
    <nav aria-label={t("label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <a href={href(current - 1)} rel="prev" className={LINK}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t("previous")}
        </a>
      ) : (
        <span className={OFF} aria-hidden="true">
          <ChevronLeft className="size-4" />
          {t("previous")}
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {pageLinks(current, count).map((link) =>
          link.kind === "gap" ? (
            <li key={`gap-${link.after}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.page === current ? (
                <span aria-current="page" aria-label={t("page", { page: link.page })} className={CURRENT}>
                  {link.page}
                </span>
              ) : (
                <a href={href(link.page)} aria-label={t("page", { page: link.page })} className={LINK}>
                  {link.page}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {current < count ? (
        <a href={href(current + 1)} rel="next" className={LINK}>
          {t("next")}
          <ChevronRight className="size-4" aria-hidden="true" />
        </a>
      ) : (
        <span className={OFF} aria-hidden="true">
          {t("next")}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
