import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { LIST_PARAM_NAMES, listSearch, PAGE_SIZES } from "../../../modules/lists/list-params.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import { Select } from "../../ui/select.tsx";
import type { DataTableList } from "./data-table.tsx";

function PageLink({
  page,
  label,
  isDisabled,
  icon,
}: {
  page: number;
  label: string;
  isDisabled: boolean;
  icon: React.ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const classes = buttonClasses({ variant: "outline", size: "icon", className: "size-8" });
  if (isDisabled)
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={classes}>
        {icon}
      </span>
    );
  return (
    <Link
      to={listSearch(searchParams, { [LIST_PARAM_NAMES.page]: page })}
      preventScrollReset
      aria-label={label}
      title={label}
      className={classes}
    >
      {icon}
    </Link>
  );
}

/** '26–50 sur 120', the page size (25, 50, 100) and links to the first, previous, next and last pages. */
export function DataTablePagination({
  list,
  rowCount,
  caption,
}: {
  list: DataTableList;
  rowCount: number;
  caption: string;
}) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const from = list.total === 0 ? 0 : (list.page - 1) * list.size + 1;
  const to = (list.page - 1) * list.size + rowCount;
  return (
    <nav
      aria-label={t("table.pagination", { caption })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm text-slate-600"
    >
      <p aria-live="polite">{t("table.range", { from, to, total: list.total })}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="whitespace-nowrap">
            {t("table.perPage")}
          </span>
          <Select
            aria-label={t("table.perPage")}
            value={String(list.size)}
            onValueChange={(size) =>
              navigate(listSearch(searchParams, { [LIST_PARAM_NAMES.size]: size }), { preventScrollReset: true })
            }
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            className="h-8 w-20"
          />
        </div>
        <span className="whitespace-nowrap">{t("table.pageOf", { page: list.page, pages: list.pageCount })}</span>
        <div className="flex items-center gap-1">
          <PageLink
            page={1}
            label={t("table.first")}
            isDisabled={list.page <= 1}
            icon={<ChevronsLeft aria-hidden="true" />}
          />
          <PageLink
            page={list.page - 1}
            label={t("table.previous")}
            isDisabled={list.page <= 1}
            icon={<ChevronLeft aria-hidden="true" />}
          />
          <PageLink
            page={list.page + 1}
            label={t("table.next")}
            isDisabled={list.page >= list.pageCount}
            icon={<ChevronRight aria-hidden="true" />}
          />
          <PageLink
            page={list.pageCount}
            label={t("table.last")}
            isDisabled={list.page >= list.pageCount}
            icon={<ChevronsRight aria-hidden="true" />}
          />
        </div>
      </div>
    </nav>
  );
}
