// The state of a back-office list (page, page size, sort, filters) lives in the URL's search parameters, so a list
// can be bookmarked, shared, reloaded and navigated with Back. This module reads it, with a whitelist for every
// value, and writes links that change one part of it. Pure: the server's loaders and the browser's table use it.
import { isCalendarDay } from "../forms/calendar-day.ts";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortDirection = "asc" | "desc";

/** How one filter is read from its search parameter. Anything that does not fit is dropped, never an error. */
export type FilterSpec =
  /** Free text, trimmed, cut to `maxLength` (default 100); empty means no filter. */
  | { kind: "text"; maxLength?: number }
  /** One of a closed list of values. */
  | { kind: "choice"; values: readonly string[] }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: "date" };

export type ListSpec<
  Sort extends string = string,
  Filters extends Record<string, FilterSpec> = Record<string, FilterSpec>,
> = {
  /** The columns a visitor may sort by; any other `sort` value is ignored. */
  sortable: readonly Sort[];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  filters: Filters;
  defaultSize?: PageSize;
};

type FilterValue<F extends FilterSpec> = F extends { kind: "choice"; values: readonly (infer V)[] } ? V : string;

export type ListParams<
  Sort extends string = string,
  Filters extends Record<string, FilterSpec> = Record<string, FilterSpec>,
> = {
  /** 1-based; the list helper brings a page past the end back to the last page. */
  page: number;
  size: PageSize;
  sort: Sort;
  direction: SortDirection;
  /** Only the filters that were given and valid. */
  filters: { [K in keyof Filters]?: FilterValue<Filters[K]> };
};

/** The search parameters a list reads itself; filters take their own names. */
export const LIST_PARAM_NAMES = { page: "page", size: "size", sort: "sort", direction: "dir" } as const;

/** The value of a filter's 'all' choice (a select cannot offer an empty value): the same as no filter. */
export const FILTER_ANY = "*";

/** A page size among 25, 50 and 100: below 25 gives 25, above 100 gives 100, between them the size below. */
export function clampPageSize(raw: string | null, fallback: PageSize = PAGE_SIZES[0]): PageSize {
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return [...PAGE_SIZES].reverse().find((size) => value >= size) ?? PAGE_SIZES[0];
}

function readFilter(spec: FilterSpec, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const value = raw.trim();
  if (value === "" || value === FILTER_ANY) return undefined;
  switch (spec.kind) {
    case "text":
      return value.slice(0, spec.maxLength ?? 100);
    case "choice":
      return spec.values.includes(value) ? value : undefined;
    case "date":
      return isCalendarDay(value) ? value : undefined;
  }
}

/**
 * Reads a list's page, size, sort, direction and filters from the URL, each checked against `spec`: an unknown
 * sort column, a page that is not a positive integer or a filter outside its list falls back to the default.
 */
export function parseListParams<Sort extends string, Filters extends Record<string, FilterSpec>>(
  searchParams: URLSearchParams,
  spec: ListSpec<Sort, Filters>,
): ListParams<Sort, Filters> {
  const pageText = searchParams.get(LIST_PARAM_NAMES.page) ?? "";
  const page = /^\d{1,9}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const sortText = searchParams.get(LIST_PARAM_NAMES.sort);
  const sort = spec.sortable.find((column) => column === sortText) ?? spec.defaultSort;
  const directionText = searchParams.get(LIST_PARAM_NAMES.direction);
  const direction: SortDirection =
    directionText === "asc" || directionText === "desc"
      ? directionText
      : sort === spec.defaultSort
        ? spec.defaultDirection
        : "asc";
  const filters: Record<string, string> = {};
  for (const [name, filterSpec] of Object.entries(spec.filters)) {
    const value = readFilter(filterSpec, searchParams.get(name));
    if (value !== undefined) filters[name] = value;
  }
  return {
    page,
    size: clampPageSize(searchParams.get(LIST_PARAM_NAMES.size), spec.defaultSize),
    sort,
    direction,
    filters: filters as ListParams<Sort, Filters>["filters"],
  };
}

/** The sort a column header's link asks for: the other direction when the list is sorted by it, else ascending. */
export function nextSort(
  current: { sort: string; direction: SortDirection },
  column: string,
): { sort: string; direction: SortDirection } {
  if (current.sort === column) return { sort: column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { sort: column, direction: "asc" };
}

/**
 * The query string (with its `?`) of the current list with some parameters changed; `null` removes one. Changing
 * anything but the page goes back to page 1, so a new sort or filter never opens on an empty page.
 */
export function listSearch(current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  if (!(LIST_PARAM_NAMES.page in changes)) next.delete(LIST_PARAM_NAMES.page);
  if (next.get(LIST_PARAM_NAMES.page) === "1") next.delete(LIST_PARAM_NAMES.page);
  const text = next.toString();
  return text ? `?${text}` : "?";
}
