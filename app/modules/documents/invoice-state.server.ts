// Reading an invoice for a change, under a row lock, and the rule of when it freezes.
import { eq } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { invoices } from "../../db/schema/documents.ts";
import { DocumentError } from "./document-error.ts";

export type LockedInvoice = Awaited<ReturnType<typeof lockInvoice>>;

/** The invoice row, locked until the transaction ends; throws INVOICE_NOT_FOUND. */
export async function lockInvoice(tx: DbTransaction, invoiceId: string) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      currency: invoices.currency,
      customerId: invoices.customerId,
      orderId: invoices.orderId,
      amountTotal: invoices.amountTotal,
      amountPaid: invoices.amountPaid,
      amountCredited: invoices.amountCredited,
      deductedAmount: invoices.deductedAmount,
      buyer: invoices.buyer,
      issuedOn: invoices.issuedOn,
      sentAt: invoices.sentAt,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!invoice) throw new DocumentError("INVOICE_NOT_FOUND");
  return invoice;
}

/** Sent, marked issued/sent/paid, or paid in part: a legal record whose lines and amounts no longer change. */
export function isInvoiceFrozen(invoice: { issuedOn: string | null; sentAt: Date | null }): boolean {
  return invoice.issuedOn !== null || invoice.sentAt !== null;
}
