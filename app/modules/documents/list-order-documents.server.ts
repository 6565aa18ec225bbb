// The documents made from one order (quotes, invoices, purchase orders), oldest first of each type: the one reader
// of them, for the order page's Documents card.
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, quotes } from "../../db/schema/documents.ts";
import { purchaseOrders } from "../../db/schema/purchasing.ts";

export async function listOrderDocuments(db: DbExecutor, orderId: string) {
  const [quoteRows, invoiceRows, poRows] = await Promise.all([
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        status: quotes.status,
        currency: quotes.currency,
        total: quotes.total,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.orderId, orderId))
      .orderBy(asc(quotes.createdAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        status: invoices.status,
        currency: invoices.currency,
        total: invoices.amountTotal,
        paid: invoices.amountPaid,
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
        currency: purchaseOrders.currency,
        total: purchaseOrders.total,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderId, orderId))
      .orderBy(asc(purchaseOrders.createdAt)),
  ]);
  return [
    ...quoteRows.map((row) => ({ ...row, type: "quote" as const, kind: null, paid: null })),
    ...invoiceRows.map((row) => ({ ...row, type: "invoice" as const })),
    ...poRows.map((row) => ({ ...row, type: "purchaseOrder" as const, kind: null, paid: null })),
  ];
}
