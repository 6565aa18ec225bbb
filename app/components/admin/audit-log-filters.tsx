import { useTranslation } from "../../modules/i18n/react.tsx";
import { FILTER_ANY } from "../../modules/lists/list-params.ts";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { Select } from "../ui/select.tsx";
import { DataTableFilters, DataTableSearch } from "./data-table/data-table-filters.tsx";

type AuditLogFiltersProps = {
  filters: { q?: string; entity?: string; from?: string; to?: string };
  entities: readonly string[];
  isFiltered: boolean;
};

/** The audit log's filter bar: text, kind of element and a range of days. */
export function AuditLogFilters({ filters, entities, isFiltered }: AuditLogFiltersProps) {
  const { t } = useTranslation("admin");
  return (
    <DataTableFilters label={t("audit.search")} isFiltered={isFiltered}>
      <Field label={t("audit.search")} className="min-w-48 flex-1 sm:max-w-xs">
        <DataTableSearch
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder={t("audit.searchPlaceholder")}
          className="sm:max-w-none"
        />
      </Field>
      <Field label={t("audit.entity")} className="w-44">
        <Select
          name="entity"
          defaultValue={filters.entity ?? FILTER_ANY}
          options={[
            { value: FILTER_ANY, label: t("audit.allEntities") },
            ...entities.map((entity) => ({ value: entity, label: entity })),
          ]}
        />
      </Field>
      <Field label={t("audit.from")} className="w-40">
        <Input type="date" name="from" defaultValue={filters.from ?? ""} />
      </Field>
      <Field label={t("audit.to")} className="w-40">
        <Input type="date" name="to" defaultValue={filters.to ?? ""} />
      </Field>
    </DataTableFilters>
  );
}
