import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { invoices, quotes } from "../../db/schema/documents.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines } from "./document-lines.server.ts";

/** A quote with its lines, its customer and the invoice it became; throws QUOTE_NOT_FOUND ('Devis introuvable'). */
export async function getQuote({ db, quoteId }: { db: DbExecutor; quoteId: string }) {
  const [quote] = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      title: quotes.title,
      customerId: quotes.customerId,
      orderId: quotes.orderId,
      status: quotes.status,
      currency: quotes.currency,
      total: quotes.total,
      validUntil: quotes.validUntil,
      leadTime: quotes.leadTime,
      incoterm: quotes.incoterm,
      customerReference: quotes.customerReference,
      notes: quotes.notes,
      sentAt: quotes.sentAt,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote) throw new DocumentError("QUOTE_NOT_FOUND");
  const [lines, customer, [invoice]] = await Promise.all([
    getDocumentLines(db, "quote", quoteId),
    getBuyerSnapshot(db, quote.customerId),
    db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.quoteId, quoteId))
      .limit(1),
  ]);
  return { ...quote, lines, customer, invoice: invoice ?? null, canConvert: quote.status !== "converted" && !invoice };
}
