/** Paging and search of the document lists (filtered and paginated in SQL, DESIGN.md "Performance"). */
export type ListOptions<Status extends string> = {
  status?: Status | null;
  /** Matches the number and the customer's (supplier's) name or email, in any case. */
  search?: string | null;
  page?: number;
  pageSize?: number;
};

export const DEFAULT_PAGE_SIZE = 25;

export function pageBounds(options: { page?: number; pageSize?: number }): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(options.pageSize ?? DEFAULT_PAGE_SIZE), 1), 200);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  return { limit, offset: (page - 1) * limit };
}

/** An ILIKE pattern for `search`, with its wildcards escaped; null when there is nothing to search. */
export function containsPattern(search: string | null | undefined): string | null {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
