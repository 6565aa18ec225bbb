// The documents made from one order (quotes, invoices, purchase orders), oldest first, for the order page's
// 'Documents' card (OrderDocumentActions).
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, purchaseOrders, quotes } from "../../db/schema/documents.ts";
import { orders } from "../../db/schema/sales.ts";

export type OrderDocument = {
  type: "quote" | "invoice" | "purchase_order";
  /** The invoice's kind (standard, deposit, balance); the type otherwise. */
  kind: string;
  id: string;
  number: string;
  status: string;
  createdAt: string;
};

export async function listOrderDocuments(db: DbExecutor, orderId: string): Promise<OrderDocument[]> {
  const [quoteRows, invoiceRows, poRows] = await Promise.all([
    db
      .select({ id: quotes.id, number: quotes.number, status: quotes.status, createdAt: quotes.createdAt })
      .from(quotes)
      .where(eq(quotes.orderId, orderId))
      .orderBy(asc(quotes.createdAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        kind: invoices.kind,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.createdAt)),
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderId, orderId))
      .orderBy(asc(purchaseOrders.createdAt)),
  ]);
  return [
    ...quoteRows.map((row) => ({ ...row, type: "quote" as const, kind: "quote" })),
    ...invoiceRows.map((row) => ({
      ...row,
      type: "invoice" as const,
      kind: row.kind === "standard" ? "invoice" : row.kind,
    })),
    ...poRows.map((row) => ({ ...row, type: "purchase_order" as const, kind: "purchase_order" })),
  ].map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The order the documents page names; null when there is none with this id. */
export async function getOrderSummary(db: DbExecutor, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, amount: orders.amount, currency: orders.currency, productSlug: orders.productSlug })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}
