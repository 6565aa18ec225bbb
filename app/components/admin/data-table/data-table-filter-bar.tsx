import { useTranslation } from "../../../modules/i18n/react.tsx";
import { FILTER_ANY } from "../../../modules/lists/list-params.ts";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { DataTableFilters, DataTableSearch } from "./data-table-filters.tsx";

/**
 * One control of a filter bar, named by its search parameter (a filter of the list's `ListSpec`). Labels are keys of
 * the bar's `namespace`.
 */
export type FilterBarField =
  /** The search box: applies on Enter, and "/" puts the cursor in it. */
  | { kind: "search"; name: string; label: string; placeholder?: string }
  /**
   * A select whose first option, `anyLabel`, is every value (FILTER_ANY); it applies at once. Its values are `values`
   * (or the bar's `choices[name]`, for values the loader reads), each labelled `${valueLabels}.${value}`, or shown as
   * it is without `valueLabels`.
   */
  | {
      kind: "choice";
      name: string;
      label: string;
      anyLabel: string;
      values?: readonly string[];
      valueLabels?: string;
      /** The control's width (default `w-44`). */
      className?: string;
    }
  /** A day (YYYY-MM-DD); applies at once. */
  | { kind: "date"; name: string; label: string };

/** What a list's filter bar shows: its catalog, the name of its search region, and its controls in order. */
export type FilterBarConfig = {
  namespace: string;
  /** Key of the search region's name ('Filtrer le journal'). */
  label: string;
  fields: readonly FilterBarField[];
};

/** The `from` and `to` days of a list filtered by a range of days, labelled by these keys. */
export function dayRangeFields(fromLabel: string, toLabel: string): FilterBarField[] {
  return [
    { kind: "date", name: "from", label: fromLabel },
    { kind: "date", name: "to", label: toLabel },
  ];
}

type DataTableFilterBarProps = {
  config: FilterBarConfig;
  /** The filters the loader read (parseListParams): the controls' values, and whether to offer to reset them. */
  values: Readonly<Record<string, string | undefined>>;
  /** A choice's values known only at render (by its name), when its config gives none. */
  choices?: Readonly<Record<string, readonly string[]>>;
};

/**
 * A list's filter bar from its config: a GET form in the URL (DataTableFilters), with the search box, the selects and
 * the days the config names. `<DataTable filters={<DataTableFilterBar config={…} values={filters} />} />`.
 */
export function DataTableFilterBar({ config, values, choices = {} }: DataTableFilterBarProps) {
  const { t } = useTranslation(config.namespace);
  const isFiltered = Object.values(values).some((value) => value !== undefined && value !== "");
  return (
    <DataTableFilters label={t(config.label)} isFiltered={isFiltered}>
      {config.fields.map((field) => {
        const value = values[field.name];
        switch (field.kind) {
          case "search":
            return (
              <Field key={field.name} label={t(field.label)} className="min-w-48 flex-1 sm:max-w-xs">
                <DataTableSearch
                  name={field.name}
                  defaultValue={value ?? ""}
                  placeholder={field.placeholder ? t(field.placeholder) : undefined}
                  className="sm:max-w-none"
                />
              </Field>
            );
          case "choice": {
            const { valueLabels } = field;
            const options = (field.values ?? choices[field.name] ?? []).map((choice) => ({
              value: choice,
              label: valueLabels ? t(`${valueLabels}.${choice}`) : choice,
            }));
            return (
              <Field key={field.name} label={t(field.label)} className={field.className ?? "w-44"}>
                <Select
                  name={field.name}
                  defaultValue={value ?? FILTER_ANY}
                  options={[{ value: FILTER_ANY, label: t(field.anyLabel) }, ...options]}
                />
              </Field>
            );
          }
          case "date":
            return (
              <Field key={field.name} label={t(field.label)} className="w-40">
                <Input type="date" name={field.name} defaultValue={value ?? ""} />
              </Field>
            );
        }
      })}
    </DataTableFilters>
  );
}
