import { SHIPMENT_STATUSES } from "../../../modules/shipments/statuses.ts";
import type { FilterBarConfig } from "../data-table/data-table-filter-bar.tsx";

/** The shipments list's filter bar: text (reference, vessel, container, B/L) and status. */
export const SHIPMENT_LIST_FILTERS: FilterBarConfig = {
  namespace: "shipments",
  label: "admin.search",
  fields: [
    { kind: "search", name: "q", label: "admin.search", placeholder: "admin.searchPlaceholder" },
    {
      kind: "choice",
      name: "status",
      label: "admin.columns.status",
      anyLabel: "admin.allStatuses",
      values: SHIPMENT_STATUSES,
      valueLabels: "statuses",
    },
  ],
};
