// The leads page (back-office §2): one page of leads with their customer, the counters of the same filters, and the
// CSV of the filtered list, all filtered, sorted and counted in SQL.
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, leads, products, type LeadStatus } from "../../db/schema/index.ts";
import {
  newestFirstCursor,
  newestFirstOrder,
  olderThan,
  type NewestFirstCursor,
} from "../exports/newest-first.server.ts";
import { amongIds, containsText, foundBy, pageOf, withinDays, type ListPage } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { ADMIN_LEAD_LIST_SPEC } from "./admin-lead-list-spec.ts";
import { leadConversionRate, type LeadCounters } from "./admin-lead-stats.ts";

type LeadListSpec = typeof ADMIN_LEAD_LIST_SPEC;
export type AdminLeadListParams = ListParams<LeadListSpec["sortable"][number], LeadListSpec["filters"]>;
export type AdminLeadFilters = AdminLeadListParams["filters"];

/** The title of the lead's product (null once it is deleted: the slug is shown then). */
export const LEAD_PRODUCT_TITLE = sql<
  string | null
>`(select ${products.title} from ${products} where ${products.slug} = ${leads.productSlug})`;

const LEAD_ROW = {
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  source: leads.source,
  productSlug: leads.productSlug,
  productTitle: LEAD_PRODUCT_TITLE,
  projectType: leads.projectType,
  customerId: customers.id,
  name: customers.fullName,
  email: customers.email,
  phone: customers.phone,
  company: customers.company,
};

const SEARCHED_CUSTOMER = [customers.fullName, customers.email, customers.company, customers.phone];

const SORT_COLUMNS = {
  createdAt: leads.createdAt,
  name: customers.fullName,
  source: leads.source,
  status: leads.status,
} satisfies Record<AdminLeadListParams["sort"], AnyColumn>;

/**
 * The two parts of a search for the text, as the `where` of a select from leads: the leads of the customers whose
 * name, email, company or phone holds it, and those whose product or message does. Each goes through its own index.
 */
function searchParts(q: string): [SQL, SQL] {
  const customerIds = sql`select ${customers.id} from ${customers} where ${containsText(q, SEARCHED_CUSTOMER)}`;
  return [amongIds(leads.customerId, customerIds), containsText(q, [leads.productSlug, leads.message])!];
}

/** The leads found by the search, as `leads.id in (…)`; none without text. */
function leadSearch(q: string | undefined): SQL | undefined {
  return q
    ? foundBy(
        leads.id,
        searchParts(q).map((part) => sql`select ${leads.id} from ${leads} where ${part}`),
      )
    : undefined;
}

/** The columns a page and the counters read, of the leads the search finds, each once (`union` drops the lead both parts find). */
function matchedLeads(q: string): SQL {
  const columns = sql`${leads.id}, ${leads.customerId}, ${leads.status}, ${leads.source}, ${leads.createdAt}`;
  return sql.join(
    searchParts(q).map((part) => sql`select ${columns} from ${leads} where ${part}`),
    sql` union `,
  );
}

/** The `where` of the filters but the search and the status (the counters show every status). */
function sourceAndDays({ source, from, to }: AdminLeadFilters): SQL | undefined {
  return and(source ? eq(leads.source, source) : undefined, withinDays(leads.createdAt, { from, to }));
}

/** The `where` of every filter. */
function leadWhere(filters: AdminLeadFilters): SQL | undefined {
  const { q, status } = filters;
  return and(leadSearch(q), status ? eq(leads.status, status) : undefined, sourceAndDays(filters));
}

const whereOf = (condition: SQL | undefined) => (condition ? sql` where ${condition}` : sql``);

export type AdminLeadCounters = LeadCounters & { conversionRate: number };

/**
 * The counters of the filters but the status, and the ids of the page asked for, in its order, from one statement
 * that runs a search once: its leads are found once (`matched`, read under the name `leads`), then counted by status
 * and sorted from there; without a search, the page's ids come from the sort's index. The page past the end is the
 * last one, found in the same statement from the same count.
 */
async function countersAndPageIds(db: DbExecutor, params: AdminLeadListParams, orderBy: SQL[]) {
  const { q, status } = params.filters;
  const from = q ? sql`matched ${leads}` : sql`${leads}`;
  const statusShown = status ? eq(leads.status, status) : undefined;
  const withCustomer =
    params.sort === "name" ? sql` inner join ${customers} on ${customers.id} = ${leads.customerId}` : sql``;
  const total = sql`(select coalesce(sum(n), 0) from counted${status ? sql` where status = ${status}` : sql``})`;
  const lastPage = sql`greatest(1, ceil(${total} / ${params.size}::numeric)::int)`;
  const skipped = sql`(least(${params.page}::int, ${lastPage}) - 1) * ${params.size}::int`;
  const { rows } = await db.execute<{ counters: string; ids: string }>(sql`
    with ${q ? sql`matched as (${matchedLeads(q)}), ` : sql``}
      counted as (
        select ${leads.status} as status, count(*)::int as n
        from ${from}${whereOf(sourceAndDays(params.filters))} group by ${leads.status}
      )
    select
      (select coalesce(json_agg(json_build_array(status, n)), '[]')::text from counted) as counters,
      (select coalesce(json_agg(id), '[]')::text from (
        select ${leads.id} as id from ${from}${withCustomer}${whereOf(and(statusShown, sourceAndDays(params.filters)))}
        order by ${sql.join(orderBy, sql`, `)} limit ${params.size}::int offset ${skipped}
      ) as page_ids) as ids`);
  const counters: LeadCounters = { new: 0, qualified: 0, contacted: 0, converted: 0, lost: 0, total: 0 };
  for (const [leadStatus, count] of JSON.parse(rows[0]!.counters) as Array<[LeadStatus, number]>) {
    counters[leadStatus] = count;
    counters.total += count;
  }
  return { counters, ids: JSON.parse(rows[0]!.ids) as string[] };
}

/**
 * One page of leads with their customer (newest first by default), and the counters of the same filters whatever
 * status the list shows (its total is theirs: the status shown, or all). Two queries: the counters and the page's
 * ids, then the page's rows.
 */
export async function listAdminLeads(db: DbExecutor, params: AdminLeadListParams) {
  const order = params.direction === "asc" ? asc : desc;
  const orderBy = [order(SORT_COLUMNS[params.sort]), order(leads.id)];
  const { counters, ids } = await countersAndPageIds(db, params, orderBy);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(LEAD_ROW)
          .from(leads)
          .innerJoin(customers, eq(customers.id, leads.customerId))
          .where(inArray(leads.id, ids))
          .orderBy(...orderBy);
  const { status } = params.filters;
  const total = status ? counters[status] : counters.total;
  const list: ListPage<(typeof rows)[number]> = {
    rows,
    total,
    ...pageOf(total, params),
    size: params.size,
    sort: params.sort,
    direction: params.direction,
  };
  const withRate: AdminLeadCounters = { ...counters, conversionRate: leadConversionRate(counters) };
  return { ...list, counters: withRate };
}

/** A batch of the filtered leads for the CSV, newest first, after the keyset cursor. */
export function exportAdminLeadsBatch(db: DbExecutor, filters: AdminLeadFilters) {
  return (after: NewestFirstCursor | null, size: number) =>
    db
      .select({
        ...LEAD_ROW,
        ...newestFirstCursor(leads.createdAt),
        location: leads.location,
        message: leads.message,
        notes: leads.notes,
      })
      .from(leads)
      .innerJoin(customers, eq(customers.id, leads.customerId))
      .where(and(leadWhere(filters), olderThan(leads.createdAt, leads.id, after)))
      .orderBy(...newestFirstOrder(leads.createdAt, leads.id))
      .limit(size);
}
