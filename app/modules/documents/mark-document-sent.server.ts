// The state change of sending, per document type, under a lock on the document's row: sent_at now, draft → sent
// (an invoice is issued, so frozen; a credit note issued → sent). Returns who the document is addressed to.
import { customerLanguageSql } from "../sales/customer-language.server.ts";
import { eq, sql } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { creditNotes, invoices, quotes, type DocumentType } from "../../db/schema/documents.ts";
import { purchaseOrders, suppliers } from "../../db/schema/purchasing.ts";
import { customers, orders } from "../../db/schema/sales.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { DocumentError } from "./document-error.ts";
import { addDays, tahitiIsoDate } from "./document-number.ts";
import { QUOTE_VALIDITY_DAYS } from "./quote-fields.ts";

export type DocumentRecipient = { email: string | null; name: string | null; lang: Locale };

export async function markDocumentSent(
  tx: DbTransaction,
  type: DocumentType,
  documentId: string,
  now: Date,
): Promise<DocumentRecipient> {
  switch (type) {
    case "quote": {
      const [quote] = await tx
        .select({ status: quotes.status, customerId: quotes.customerId, orderId: quotes.orderId })
        .from(quotes)
        .where(eq(quotes.id, documentId))
        .for("update");
      if (!quote) throw new DocumentError("QUOTE_NOT_FOUND");
      await tx
        .update(quotes)
        .set({
          sentAt: now,
          status: quote.status === "draft" ? "sent" : undefined,
          // A quote sent without a validity date gets the terms of sale's (issue 31 item 2): it can then expire.
          validUntil: sql`coalesce(${quotes.validUntil}, ${addDays(tahitiIsoDate(now), QUOTE_VALIDITY_DAYS)})`,
        })
        .where(eq(quotes.id, documentId));
      return customerRecipient(tx, quote.customerId, quote.orderId);
    }
    case "invoice": {
      const [invoice] = await tx
        .select({
          status: invoices.status,
          customerId: invoices.customerId,
          orderId: invoices.orderId,
          issuedOn: invoices.issuedOn,
        })
        .from(invoices)
        .where(eq(invoices.id, documentId))
        .for("update");
      if (!invoice) throw new DocumentError("INVOICE_NOT_FOUND");
      if (invoice.status === "cancelled") throw new DocumentError("INVOICE_CANCELLED");
      await tx
        .update(invoices)
        .set({
          sentAt: now,
          status: invoice.status === "draft" || invoice.status === "issued" ? "sent" : undefined,
          issuedOn: invoice.issuedOn ?? tahitiIsoDate(now),
        })
        .where(eq(invoices.id, documentId));
      return customerRecipient(tx, invoice.customerId, invoice.orderId);
    }
    case "credit_note": {
      const [note] = await tx
        .select({ customerId: creditNotes.customerId, orderId: invoices.orderId })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(eq(creditNotes.id, documentId))
        .for("update", { of: creditNotes });
      if (!note) throw new DocumentError("CREDIT_NOTE_NOT_FOUND");
      await tx.update(creditNotes).set({ sentAt: now, status: "sent" }).where(eq(creditNotes.id, documentId));
      return customerRecipient(tx, note.customerId, note.orderId);
    }
    case "purchase_order": {
      const [po] = await tx
        .select({ status: purchaseOrders.status, supplierId: purchaseOrders.supplierId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, documentId))
        .for("update");
      if (!po) throw new DocumentError("PURCHASE_ORDER_NOT_FOUND");
      await tx
        .update(purchaseOrders)
        .set({ sentAt: now, status: po.status === "draft" ? "sent" : undefined })
        .where(eq(purchaseOrders.id, documentId));
      const [supplier] = po.supplierId
        ? await tx
            .select({ email: suppliers.email, name: suppliers.name, language: suppliers.language })
            .from(suppliers)
            .where(eq(suppliers.id, po.supplierId))
        : [];
      // The supplier's language, English by default (ruling 18).
      return { email: supplier?.email ?? null, name: supplier?.name ?? null, lang: supplier?.language ?? "en" };
    }
  }
}

/**
 * The customer's address and name, in the language of the order the document comes from, else the language the
 * customer last wrote in (customerLanguageSql), else French.
 */
async function customerRecipient(
  tx: DbTransaction,
  customerId: string | null,
  orderId: string | null,
): Promise<DocumentRecipient> {
  const [customer] = customerId
    ? await tx
        .select({ email: customers.email, name: customers.fullName, lang: customerLanguageSql(customers.id) })
        .from(customers)
        .where(eq(customers.id, customerId))
    : [];
  const [order] = orderId ? await tx.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId)) : [];
  const lang = order?.lang ?? customer?.lang;
  return { email: customer?.email ?? null, name: customer?.name ?? null, lang: lang && isLocale(lang) ? lang : "fr" };
}
