// One page of a back-office list, sorted, sliced and counted in SQL. A module's list function builds its query
// (columns, joins, the `where` of its filters) and hands it here with the parameters parseListParams read.
import {
  and,
  asc,
  count,
  desc,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type Table,
} from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/db.server.ts";
import { TAHITI_TIME_ZONE } from "../format/tahiti-date.ts";
import type { ListParams, PageSize, SortDirection } from "./list-params.ts";

export type ListPage<Row> = {
  rows: Row[];
  /** Rows matching the filters, on every page. */
  total: number;
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: number;
  pageCount: number;
  size: PageSize;
  sort: string;
  direction: SortDirection;
};

export type ListPageOptions<Sort extends string> = {
  params: Pick<ListParams<Sort>, "page" | "size" | "sort" | "direction">;
  /** The SQL of each sortable column; parseListParams already refused any other name. */
  sortColumns: Record<Sort, AnyColumn | SQL>;
  /** A unique column, sorted last, so rows with equal sort values keep one order and no page repeats or skips one. */
  tiebreaker: PgColumn;
  /**
   * The list's main table and the `where` of its filters, when the filters name only that table and the query's
   * joins neither add nor remove a row (a join on a not-null foreign key, a left join on a unique key). The list is
   * then counted from that table alone, and a page sorted by one of `sorts` (columns of that table) is found there
   * first, its ids read through the sort's index, before the joins and the row's columns are computed for those
   * rows only: page 2,000 no longer joins the 50,000 rows before it.
   */
  mainTable?: { table: Table; where: SQL | undefined; sorts: readonly Sort[] };
  /**
   * A grouped list (the products by category): the groups' order, always ascending, before the sort, so a page
   * holds whole runs of a group. Its expressions may name joined tables, so the main table's fast path is not taken.
   */
  groupOrder?: ReadonlyArray<AnyColumn | SQL>;
};

/** The page shown for `total` rows: the one asked for, or the last one when it is past the end (page 1 of 1 when empty). */
export function pageOf(total: number, params: { page: number; size: number }): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  return { page: Math.min(params.page, pageCount), pageCount };
}

/** Keeps the rows of one page (1-based) of a dynamic select. */
export function paginate<Query extends PgSelect>(query: Query, page: number, size: number): Query {
  return query.limit(size).offset((Math.max(1, page) - 1) * size);
}

/**
 * Counts the rows of `query` (a `.$dynamic()` select with its filters applied), then returns the asked page of it
 * in the asked order. A page past the end gives the last page; an empty list gives page 1 of 1.
 */
export async function listPage<Query extends PgSelect, Sort extends string>(
  db: DbExecutor,
  query: Query,
  { params, sortColumns, tiebreaker, mainTable, groupOrder = [] }: ListPageOptions<Sort>,
): Promise<ListPage<Awaited<Query>[number]>> {
  const counted = mainTable
    ? db.select({ total: count() }).from(mainTable.table).where(mainTable.where)
    : db.select({ total: count() }).from(sql`(${query.getSQL()}) as list_rows`);
  const total = (await counted)[0]?.total ?? 0;
  const { page, pageCount } = pageOf(total, params);
  const order = params.direction === "asc" ? asc : desc;
  const orderBy = [...groupOrder.map((column) => asc(column)), order(sortColumns[params.sort]), order(tiebreaker)];
  const rows =
    mainTable && mainTable.sorts.includes(params.sort) && groupOrder.length === 0
      ? await query
          .where(
            inArray(
              tiebreaker,
              paginate(
                db
                  .select({ id: tiebreaker })
                  .from(mainTable.table)
                  .where(mainTable.where)
                  .orderBy(...orderBy)
                  .$dynamic(),
                page,
                params.size,
              ),
            ),
          )
          .orderBy(...orderBy)
      : await paginate(query.orderBy(...orderBy), page, params.size);
  return {
    rows: rows as Awaited<Query>[number][],
    total,
    page,
    pageCount,
    size: params.size,
    sort: params.sort,
    direction: params.direction,
  };
}

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Rows where any of the columns contains the text, ignoring case; no condition for an empty text. */
export function containsText(text: string | undefined, columns: ReadonlyArray<AnyColumn | SQL>): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Rows whose `id` is among those one of the `parts` finds (each a `select id from … where …`), written
 * `id in (select … union all select …)`. A search ORing conditions on several columns or tables makes PostgreSQL
 * read every row of the list; written apart, each part uses its own index (a trigram index for a contains, a
 * foreign-key index for a customer's rows, migration 0013). No condition when every part is undefined.
 */
export function foundBy(id: AnyColumn, parts: ReadonlyArray<SQL | undefined>): SQL | undefined {
  const selects = parts.filter((part): part is SQL => part !== undefined);
  if (selects.length === 0) return undefined;
  return sql`${id} in (${sql.join(selects, sql` union all `)})`;
}

/**
 * `column = any(array(subquery))`: the rows whose foreign key is among the ids the subquery finds (the customers a
 * search matches). Written `in (subquery)`, PostgreSQL expects few rows from a trigram search and hashes the whole
 * table against them (100,000 orders read for a name found 2,500 times); as an array it reads the foreign key's
 * index for each id instead, half the work at that size and far less for a rare name.
 */
export function amongIds(column: AnyColumn, subquery: SQL): SQL {
  return sql`${column} = any(array(${subquery}))`;
}

/**
 * Rows whose timestamp falls on or after the day `from` and on or before the day `to` (YYYY-MM-DD), days counted in
 * the business's time zone (Tahiti), as the back office shows them.
 */
export function withinDays(
  column: AnyColumn,
  { from, to }: { from?: string; to?: string },
  timeZone = TAHITI_TIME_ZONE,
): SQL | undefined {
  const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  return and(
    from ? gte(column, startOf(from)) : undefined,
    to ? lt(column, sql`(((${to}::date + 1))::timestamp at time zone ${timeZone})`) : undefined,
  );
}
