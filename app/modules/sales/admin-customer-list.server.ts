// The customers page: one row per email (upserted by the public forms), with how many leads and orders each has;
// filtered, sorted and counted in SQL. Also the picker's search and the CSV of the filtered list.
import { and, asc, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers } from "../../db/schema/index.ts";
import {
  newestFirstCursor,
  newestFirstOrder,
  olderThan,
  type NewestFirstCursor,
} from "../exports/newest-first.server.ts";
import { containsText, listPage, withinDays } from "../lists/list-page.server.ts";
import type { ListParams } from "../lists/list-params.ts";
import type { ADMIN_CUSTOMER_LIST_SPEC } from "./admin-customer-list-spec.ts";

type CustomerListSpec = typeof ADMIN_CUSTOMER_LIST_SPEC;
export type AdminCustomerListParams = ListParams<CustomerListSpec["sortable"][number], CustomerListSpec["filters"]>;
export type AdminCustomerFilters = AdminCustomerListParams["filters"];

// Counted per row through the customer indexes of leads and orders. Written with qualified names: Drizzle leaves
// a column of the outer table unqualified in a single-table select, which the subquery would read as its own.
const leadCount = sql<number>`(select count(*) from "leads" where "leads"."customer_id" = "customers"."id")`.mapWith(
  Number,
);
const orderCount = sql<number>`(select count(*) from "orders" where "orders"."customer_id" = "customers"."id")`.mapWith(
  Number,
);

const CUSTOMER_ROW = {
  id: customers.id,
  createdAt: customers.createdAt,
  email: customers.email,
  name: customers.fullName,
  phone: customers.phone,
  company: customers.company,
  location: customers.location,
  leadCount: leadCount.as("lead_count"),
  orderCount: orderCount.as("order_count"),
};

const SEARCHED = [customers.fullName, customers.email, customers.company, customers.phone, customers.location];

function customerWhere({ q, from, to }: AdminCustomerFilters): SQL | undefined {
  return and(containsText(q, SEARCHED), withinDays(customers.createdAt, { from, to }));
}

/** One page of customers, newest first by default. */
export async function listAdminCustomers(db: DbExecutor, params: AdminCustomerListParams) {
  const where = customerWhere(params.filters);
  const query = db.select(CUSTOMER_ROW).from(customers).where(where).$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: {
      createdAt: customers.createdAt,
      name: customers.fullName,
      email: customers.email,
      company: customers.company,
      location: customers.location,
      leadCount,
      orderCount,
    },
    tiebreaker: customers.id,
    // A deep page finds its ids first, so the lead and order counts are computed for its 25 rows only.
    mainTable: { table: customers, where, sorts: ["createdAt", "name", "email", "company", "location"] },
  });
}

export type CustomerChoice = { id: string; email: string; name: string | null; company: string | null };

/** Up to `limit` customers whose name, email or company contains the text, by name then email (the picker). */
export function searchCustomers(db: DbExecutor, text: string, limit = 10): Promise<CustomerChoice[]> {
  const q = text.trim().slice(0, 100);
  return db
    .select({ id: customers.id, email: customers.email, name: customers.fullName, company: customers.company })
    .from(customers)
    .where(containsText(q, [customers.fullName, customers.email, customers.company]))
    .orderBy(asc(sql`coalesce(${customers.fullName}, ${customers.email})`), asc(customers.email))
    .limit(limit);
}

/** A batch of the filtered customers for the CSV, newest first, after the keyset cursor. */
export function exportAdminCustomersBatch(db: DbExecutor, filters: AdminCustomerFilters) {
  return (after: NewestFirstCursor | null, size: number) =>
    db
      .select({ ...CUSTOMER_ROW, ...newestFirstCursor(customers.createdAt) })
      .from(customers)
      .where(and(customerWhere(filters), olderThan(customers.createdAt, customers.id, after)))
      .orderBy(...newestFirstOrder(customers.createdAt, customers.id))
      .limit(size);
}
