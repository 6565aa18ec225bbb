// The leads page (back-office §2): one page of leads with their customer, the counters of the same filters, and the
// CSV of the filtered list, all filtered, sorted and counted in SQL.
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, leads } from "../../db/schema/index.ts";
import {
  newestFirstCursor,
  newestFirstOrder,
  olderThan,
  type NewestFirstCursor,
} from "../exports/newest-first.server.ts";
import { amongIds, containsText, listPage, foundBy, withinDays } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { ADMIN_LEAD_LIST_SPEC } from "./admin-lead-list-spec.ts";
import { leadConversionRate, type LeadCounters } from "./admin-lead-stats.ts";

type LeadListSpec = typeof ADMIN_LEAD_LIST_SPEC;
export type AdminLeadListParams = ListParams<LeadListSpec["sortable"][number], LeadListSpec["filters"]>;
export type AdminLeadFilters = AdminLeadListParams["filters"];

const LEAD_ROW = {
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  source: leads.source,
  productSlug: leads.productSlug,
  projectType: leads.projectType,
  customerId: customers.id,
  name: customers.fullName,
  email: customers.email,
  phone: customers.phone,
  company: customers.company,
};

const SEARCHED_CUSTOMER = [customers.fullName, customers.email, customers.company, customers.phone];

/** The `where` of the filters; the counters leave the status out, so they show every status of the rest. */
function leadWhere(filters: AdminLeadFilters, { withStatus = true } = {}): SQL | undefined {
  const { q, status, source, from, to } = filters;
  return and(
    // Lead ids, each part of the search through its own index; only the leads table is named.
    q
      ? foundBy(leads.id, [
          sql`select ${leads.id} from ${leads} where ${amongIds(leads.customerId, sql`select ${customers.id} from ${customers} where ${containsText(q, SEARCHED_CUSTOMER)}`)}`,
          sql`select ${leads.id} from ${leads} where ${containsText(q, [leads.productSlug, leads.message])}`,
        ])
      : undefined,
    withStatus && status ? eq(leads.status, status) : undefined,
    source ? eq(leads.source, source) : undefined,
    withinDays(leads.createdAt, { from, to }),
  );
}

/** One page of leads, newest first by default. */
export async function listAdminLeads(db: DbExecutor, params: AdminLeadListParams) {
  const where = leadWhere(params.filters);
  const query = db
    .select(LEAD_ROW)
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .where(where)
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: {
      createdAt: leads.createdAt,
      name: customers.fullName,
      source: leads.source,
      status: leads.status,
    },
    tiebreaker: leads.id,
    mainTable: { table: leads, where, sorts: ["createdAt", "source", "status"] },
  });
}

/** The five counters and the conversion rate for the filters, whatever status the list shows. */
export async function countAdminLeads(
  db: DbExecutor,
  filters: AdminLeadFilters,
): Promise<LeadCounters & { conversionRate: number }> {
  const rows = await db
    .select({ status: leads.status, count: count() })
    .from(leads)
    .where(leadWhere(filters, { withStatus: false }))
    .groupBy(leads.status);
  const counters: LeadCounters = { new: 0, qualified: 0, contacted: 0, converted: 0, lost: 0, total: 0 };
  for (const row of rows) {
    counters[row.status] = row.count;
    counters.total += row.count;
  }
  return { ...counters, conversionRate: leadConversionRate(counters) };
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
