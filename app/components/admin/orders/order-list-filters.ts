import { ORDER_STATUSES } from "../../../modules/sales/statuses.ts";
import { dayRangeFields, type FilterBarConfig } from "../data-table/data-table-filter-bar.tsx";

/** The orders list's filter bar: text (customer, product or number), status and a range of days. */
export const ORDER_LIST_FILTERS: FilterBarConfig = {
  namespace: "admin-orders",
  label: "filterLabel",
  fields: [
    { kind: "search", name: "q", label: "search", placeholder: "searchPlaceholder" },
    {
      kind: "choice",
      name: "status",
      label: "status",
      anyLabel: "allStatuses",
      values: ORDER_STATUSES,
      valueLabels: "statuses",
    },
    ...dayRangeFields("from", "to"),
  ],
};
