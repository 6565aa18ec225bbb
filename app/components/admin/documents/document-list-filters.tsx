import { documentStatusKey } from "./document-status-badge.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { FILTER_ANY } from "../../../modules/lists/list-params.ts";
import { Field } from "../../ui/field.tsx";
import { Select } from "../../ui/select.tsx";
import { DataTableFilters, DataTableSearch } from "../data-table/data-table-filters.tsx";

type DocumentListFiltersProps = {
  /** The list's keys in `admin-documents` (quotes, invoices, purchaseOrders). */
  section: string;
  /** The list's document type: a credit note's statuses are worded for 'un avoir'. */
  kind: string;
  filters: { q?: string; status?: string };
  statuses: readonly string[];
  isFiltered: boolean;
};

/** A document list's filter bar: a search (number, customer or supplier) and a status. */
export function DocumentListFilters({ section, kind, filters, statuses, isFiltered }: DocumentListFiltersProps) {
  const { t } = useTranslation("admin-documents");
  return (
    <DataTableFilters label={t(`${section}.filterLabel`)} isFiltered={isFiltered}>
      <Field label={t("common.search")} className="min-w-48 flex-1 sm:max-w-xs">
        <DataTableSearch
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={t(`${section}.searchPlaceholder`)}
          className="sm:max-w-none"
        />
      </Field>
      <Field label={t("common.status")} className="w-44">
        <Select
          name="status"
          defaultValue={filters.status ?? FILTER_ANY}
          options={[
            { value: FILTER_ANY, label: t("common.allStatuses") },
            ...statuses.map((status) => ({ value: status, label: t(documentStatusKey(status, kind)) })),
          ]}
        />
      </Field>
    </DataTableFilters>
  );
}
