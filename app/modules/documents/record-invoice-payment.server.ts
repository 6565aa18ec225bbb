import { eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { invoicePayments, invoices, PAYMENT_METHODS, type PaymentMethod } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { isCalendarDay } from "../forms/calendar-day.ts";
import { amountDue, MAX_AMOUNT, parseMinorAmount } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { lockInvoice } from "./invoice-state.server.ts";

export type RecordInvoicePaymentOptions = {
  db: Db;
  actor: string;
  invoiceId: string;
  /** Minor units; the whole amount due when left out. */
  amount?: unknown;
  /** 'YYYY-MM-DD'; today in Tahiti by default. */
  paidOn?: string | null;
  method?: PaymentMethod;
  reference?: string | null;
  now?: Date;
};

export type RecordedPayment = { paymentId: string; amountPaid: number; amountDue: number; isPaid: boolean };

/**
 * Records money received on an invoice (partial payments allowed). amount_paid becomes the sum of the payments;
 * the invoice is paid when the amount due (total − credited − paid, never below 0) reaches 0, and issued otherwise.
 */
export async function recordInvoicePayment(options: RecordInvoicePaymentOptions): Promise<RecordedPayment> {
  return options.db.transaction((tx) => recordInvoicePaymentIn(tx, options));
}

/** The same inside an open transaction (used when a deposit invoice is made for an order already paid). */
export async function recordInvoicePaymentIn(
  tx: DbTransaction,
  options: Omit<RecordInvoicePaymentOptions, "db">,
): Promise<RecordedPayment> {
  const now = options.now ?? new Date();
  const invoice = await lockInvoice(tx, options.invoiceId);
  if (invoice.status === "cancelled") throw new DocumentError("INVOICE_CANCELLED");
  const due = amountDue(invoice);
  if (due === 0) throw new DocumentError("INVOICE_ALREADY_PAID");
  const amount = options.amount === undefined ? due : parseMinorAmount(options.amount);
  const paidOn = options.paidOn || tahitiIsoDate(now);
  const method = options.method ?? "bank_transfer";
  const fits = invoice.amountPaid + amount <= MAX_AMOUNT;
  if (amount <= 0 || !fits || !isCalendarDay(paidOn) || !PAYMENT_METHODS.includes(method)) {
    throw new DocumentError("PAYMENT_INVALID");
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({ invoiceId: invoice.id, amount, paidOn, method, reference: options.reference?.trim() || null })
    .returning({ id: invoicePayments.id });
  const amountPaid = invoice.amountPaid + amount;
  const remaining = amountDue({ ...invoice, amountPaid });
  const isPaid = remaining === 0;
  await tx
    .update(invoices)
    .set({
      amountPaid,
      status: isPaid ? "paid" : invoice.status === "draft" ? "issued" : invoice.status,
      paidAt: isPaid ? now : null,
      issuedOn: invoice.issuedOn ?? tahitiIsoDate(now),
    })
    .where(eq(invoices.id, invoice.id));
  await recordAudit(tx, {
    actor: options.actor,
    action: "invoice.record_payment",
    entity: "invoice",
    entityId: invoice.id,
    summary: { number: invoice.number, amount, method, paidOn, amountPaid, amountDue: remaining },
  });
  return { paymentId: payment!.id, amountPaid, amountDue: remaining, isPaid };
}
