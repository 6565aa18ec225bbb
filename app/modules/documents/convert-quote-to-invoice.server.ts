import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { invoices, quotes } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines } from "./document-lines.server.ts";
import { insertInvoice, type InsertedInvoice } from "./insert-invoice.server.ts";
import { lockOrderForDocuments, refuseInvoicedOrder } from "./order-source.server.ts";

export type ConvertQuoteToInvoiceOptions = { db: Db; actor: string; quoteId: string; now?: Date };

/**
 * A draft invoice with the quote's lines, customer, currency and order; the quote becomes converted. A quote is
 * converted once: a second call throws QUOTE_ALREADY_CONVERTED (the quote row is locked, so two clicks at once too).
 * The quote of an order already covered by invoices (deposit, balance, or a full one) is refused, naming them.
 */
export async function convertQuoteToInvoice(options: ConvertQuoteToInvoiceOptions): Promise<InsertedInvoice> {
  const { db, actor, quoteId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        id: quotes.id,
        number: quotes.number,
        status: quotes.status,
        currency: quotes.currency,
        customerId: quotes.customerId,
        orderId: quotes.orderId,
        incoterm: quotes.incoterm,
        customerReference: quotes.customerReference,
      })
      .from(quotes)
      .where(eq(quotes.id, quoteId))
      .for("update");
    if (!quote) throw new DocumentError("QUOTE_NOT_FOUND");
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.quoteId, quoteId))
      .limit(1);
    if (quote.status === "converted" || existing) throw new DocumentError("QUOTE_ALREADY_CONVERTED");
    if (quote.orderId) {
      // The order's deposit and balance invoices (or another full invoice) already bill the sale.
      await lockOrderForDocuments(tx, quote.orderId);
      await refuseInvoicedOrder(tx, quote.orderId);
    }
    const lines = await getDocumentLines(tx, "quote", quoteId);
    const invoice = await insertInvoice(tx, {
      actor,
      now,
      auditAction: "invoice.create_from_quote",
      values: {
        kind: "standard",
        currency: quote.currency,
        customerId: quote.customerId,
        orderId: quote.orderId,
        quoteId,
        incoterm: quote.incoterm,
        customerReference: quote.customerReference,
      },
      lines,
    });
    await tx.update(quotes).set({ status: "converted" }).where(eq(quotes.id, quoteId));
    await recordAudit(tx, {
      actor,
      action: "quote.convert",
      entity: "quote",
      entityId: quoteId,
      summary: { number: quote.number, invoiceId: invoice.id, invoiceNumber: invoice.number },
    });
    return invoice;
  });
}
