// The orders of 'Gestion des commandes' (issue 16 item 2): filtered, sorted, counted and sliced in SQL, and the same
// filters streamed in keyset batches for the CSV export.
import { and, desc, eq, like, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, orders, products } from "../../db/schema/index.ts";
import { amongIds, containsText, listPage, foundBy, withinDays } from "../lists/list-page.server.ts";
import type { OrderListFilters, OrderListParams } from "./admin-order-list-spec.ts";

const columns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: customers.fullName,
  customerEmail: customers.email,
  productSlug: orders.productSlug,
  productTitle: products.title,
  options: orders.options,
  qty: orders.qty,
  amount: orders.amount,
  currency: orders.currency,
  depositRatio: orders.depositRatio,
  status: orders.status,
};

const HEX_PREFIX = /^[0-9a-f-]{1,36}$/;

/**
 * The `where` of the filters: text in the customer's name or email, the product's slug or title, or an id starting
 * with it; status; Tahiti days. It names only the orders table (the search finds order ids, each part through its
 * own index), so the list is counted without its joins and a deep page is found in the orders' index.
 */
function orderFilters({ q, status, from, to }: OrderListFilters) {
  const prefix = q?.toLowerCase();
  return and(
    q
      ? foundBy(orders.id, [
          sql`select ${orders.id} from ${orders} where ${amongIds(orders.customerId, sql`select ${customers.id} from ${customers} where ${containsText(q, [customers.fullName, customers.email])}`)}`,
          sql`select ${orders.id} from ${orders} where ${containsText(q, [orders.productSlug])}`,
          sql`select ${orders.id} from ${orders} where ${amongIds(orders.productId, sql`select ${products.id} from ${products} where ${containsText(q, [products.title])}`)}`,
          prefix && HEX_PREFIX.test(prefix)
            ? sql`select ${orders.id} from ${orders} where ${like(sql`${orders.id}::text`, `${prefix}%`)}`
            : undefined,
        ])
      : undefined,
    status ? eq(orders.status, status) : undefined,
    withinDays(orders.createdAt, { from, to }),
  );
}

function selectOrders(db: DbExecutor) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId));
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>["rows"][number];

/** One page of the orders list, newest first by default. */
export async function listAdminOrders(db: DbExecutor, params: OrderListParams) {
  const where = orderFilters(params.filters);
  const query = selectOrders(db).where(where).$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: {
      createdAt: orders.createdAt,
      customer: sql`lower(coalesce(${customers.fullName}, ${customers.email}))`,
      product: orders.productSlug,
      qty: orders.qty,
      amount: orders.amount,
      status: orders.status,
    },
    tiebreaker: orders.id,
    mainTable: { table: orders, where, sorts: ["createdAt", "product", "qty", "amount", "status"] },
  });
}

/**
 * One batch of the filtered orders after the order `afterId`, newest first by (created_at, id): the export's keyset.
 * The cursor row's own timestamp is read in SQL, so microseconds a JS Date would drop never skip a row.
 */
export function orderExportBatch(db: DbExecutor, filters: OrderListFilters) {
  return (afterId: string | null, batchSize: number) =>
    selectOrders(db)
      .where(
        and(
          orderFilters(filters),
          afterId
            ? sql`(${orders.createdAt}, ${orders.id}) < (select cursor.created_at, cursor.id from ${orders} as cursor where cursor.id = ${afterId})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
}
