import { useTranslation } from "../../../modules/i18n/react.tsx";
import { PRODUCT_STATUS_CHOICES } from "../../../modules/catalog/admin-product-list-spec.ts";
import { FILTER_ANY } from "../../../modules/lists/list-params.ts";
import { Field } from "../../ui/field.tsx";
import { Select } from "../../ui/select.tsx";
import { DataTableFilters, DataTableSearch } from "../data-table/data-table-filters.tsx";

type ProductsFiltersProps = { filters: { q?: string; status?: string; category?: string }; isFiltered: boolean };

/** The search box (title or slug) and the status filter, both in the URL; a search keeps the category shown. */
export function ProductsFilters({ filters, isFiltered }: ProductsFiltersProps) {
  const { t } = useTranslation("admin-products");
  return (
    <DataTableFilters label={t("filters.label")} isFiltered={isFiltered}>
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      <Field label={t("filters.search")} className="min-w-48 flex-1 sm:max-w-xs">
        <DataTableSearch
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={t("filters.searchPlaceholder")}
          className="sm:max-w-none"
        />
      </Field>
      <Field label={t("filters.status")} className="w-44">
        <Select
          name="status"
          defaultValue={filters.status ?? FILTER_ANY}
          options={[
            { value: FILTER_ANY, label: t("filters.allStatuses") },
            ...PRODUCT_STATUS_CHOICES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
      </Field>
    </DataTableFilters>
  );
}
