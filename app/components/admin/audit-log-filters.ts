import { dayRangeFields, type FilterBarConfig } from "./data-table/data-table-filter-bar.tsx";

/** The audit log's filter bar: text, kind of element (the loader gives the kinds) and a range of days. */
export const AUDIT_LOG_FILTERS: FilterBarConfig = {
  namespace: "admin",
  label: "audit.search",
  fields: [
    { kind: "search", name: "q", label: "audit.search", placeholder: "audit.searchPlaceholder" },
    { kind: "choice", name: "entity", label: "audit.entity", anyLabel: "audit.allEntities" },
    ...dayRangeFields("audit.from", "audit.to"),
  ],
};
