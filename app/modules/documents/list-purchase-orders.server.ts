import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { purchaseOrders, suppliers, type PurchaseOrderStatus } from "../../db/schema/documents.ts";
import { containsPattern, pageBounds, type ListOptions } from "./list-filters.ts";

/** Purchase orders newest first with the supplier's name and email; filtered by status and a search. */
export async function listPurchaseOrders({ db, ...options }: ListOptions<PurchaseOrderStatus> & { db: DbExecutor }) {
  const pattern = containsPattern(options.search);
  const where = and(
    options.status ? eq(purchaseOrders.status, options.status) : undefined,
    pattern
      ? or(ilike(purchaseOrders.number, pattern), ilike(suppliers.name, pattern), ilike(suppliers.email, pattern))
      : undefined,
  );
  const { limit, offset } = pageBounds(options);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        currency: purchaseOrders.currency,
        total: purchaseOrders.total,
        createdAt: purchaseOrders.createdAt,
        supplierName: suppliers.name,
        supplierEmail: suppliers.email,
      })
      .from(purchaseOrders)
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(where)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.number))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
