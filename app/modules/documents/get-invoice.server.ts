import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { creditNotes, invoicePayments, invoices, quotes } from "../../db/schema/documents.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines } from "./document-lines.server.ts";
import { amountDue } from "./document-lines.ts";
import { isInvoiceFrozen } from "./invoice-state.server.ts";

/** An invoice with its lines, payments, credit notes, deducted deposit and amount due; throws INVOICE_NOT_FOUND. */
export async function getInvoice({ db, invoiceId }: { db: DbExecutor; invoiceId: string }) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new DocumentError("INVOICE_NOT_FOUND");
  const [lines, payments, credits, deducted, quote] = await Promise.all([
    getDocumentLines(db, "invoice", invoiceId),
    db
      .select({
        id: invoicePayments.id,
        paidOn: invoicePayments.paidOn,
        amount: invoicePayments.amount,
        method: invoicePayments.method,
        reference: invoicePayments.reference,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        amountTotal: creditNotes.amountTotal,
        issuedOn: creditNotes.issuedOn,
        reason: creditNotes.reason,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId))
      .orderBy(asc(creditNotes.createdAt)),
    invoice.deductedInvoiceId
      ? db
          .select({
            id: invoices.id,
            number: invoices.number,
            issuedOn: invoices.issuedOn,
            createdAt: invoices.createdAt,
            amountTotal: invoices.amountTotal,
          })
          .from(invoices)
          .where(eq(invoices.id, invoice.deductedInvoiceId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    invoice.quoteId
      ? db
          .select({ number: quotes.number, createdAt: quotes.createdAt })
          .from(quotes)
          .where(eq(quotes.id, invoice.quoteId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  return {
    ...invoice,
    lines,
    payments,
    creditNotes: credits,
    deductedInvoice: deducted,
    quote,
    amountDue: amountDue(invoice),
    isFrozen: isInvoiceFrozen(invoice),
    canMarkPaid: invoice.status !== "paid" && invoice.status !== "cancelled" && amountDue(invoice) > 0,
  };
}
