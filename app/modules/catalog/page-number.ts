// The page number of a public list (a category's products), in the URL as `?page=2` (issue 19 item 2). Pure.

/** Product cards on one page of a category. */
export const CATEGORY_PAGE_SIZE = 24;

/** The query parameter that holds the page number; page 1 goes without it (one URL per page). */
export const PAGE_PARAM = "page";

/**
 * The page asked for: 1 without the parameter; the number for a plain whole number from 1 up (no sign, no leading
 * zero, not repeated); null for anything else, which the page answers with a 404.
 */
export function readPageNumber(searchParams: URLSearchParams): number | null {
  const values = searchParams.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9]\d{0,8}$/.test(values[0]!)) return null;
  return Number(values[0]);
}

/** How many pages a list of `total` items takes: at least one, so an empty list still has its page 1. */
export function countPages(total: number, pageSize: number = CATEGORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The query string of page `page`: empty for page 1, `?page=N` otherwise. */
export function pageSearch(page: number): string {
  return page > 1 ? `?${PAGE_PARAM}=${page}` : "";
}

/** A numbered link, or a gap ('…') between two runs of numbers. */
export type PageLink = { kind: "page"; page: number } | { kind: "gap"; after: number };

/**
 * The numbered links of a pager: the first and last pages, the current one and `around` on each side; a hidden run
 * of one page shows that page instead of a gap (1 2 3 4 … 20, not 1 … 3 4 … 20).
 */
export function pageLinks(current: number, count: number, around = 1): PageLink[] {
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1)
    if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push({ kind: "page", page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ kind: "gap", after: previous });
    links.push({ kind: "page", page });
  });
  return links;
}
