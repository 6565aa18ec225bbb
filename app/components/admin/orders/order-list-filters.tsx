import { ORDER_STATUSES } from "../../../db/schema/sales.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { FILTER_ANY } from "../../../modules/lists/list-params.ts";
import type { OrderListFilters as Filters } from "../../../modules/sales/admin-order-list-spec.ts";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { DataTableFilters, DataTableSearch } from "../data-table/data-table-filters.tsx";

/** The orders list's filter bar: text (customer, product or number), status and a range of days. */
export function OrderListFilters({ filters, isFiltered }: { filters: Filters; isFiltered: boolean }) {
  const { t } = useTranslation("admin-orders");
  return (
    <DataTableFilters label={t("filterLabel")} isFiltered={isFiltered}>
      <Field label={t("search")} className="min-w-48 flex-1 sm:max-w-xs">
        <DataTableSearch
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={t("searchPlaceholder")}
          className="sm:max-w-none"
        />
      </Field>
      <Field label={t("status")} className="w-44">
        <Select
          name="status"
          defaultValue={filters.status ?? FILTER_ANY}
          options={[
            { value: FILTER_ANY, label: t("allStatuses") },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
      </Field>
      <Field label={t("from")} className="w-40">
        <Input type="date" name="from" defaultValue={filters.from ?? ""} />
      </Field>
      <Field label={t("to")} className="w-40">
        <Input type="date" name="to" defaultValue={filters.to ?? ""} />
      </Field>
    </DataTableFilters>
  );
}
