import { eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { invoicePayments, invoices, PAYMENT_METHODS, type PaymentMethod } from "../../db/schema/documents.ts";
import type { Currency } from "../../db/schema/index.ts";
import { recordManualOverpaymentIn } from "../payments/overpayments.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { isCalendarDay } from "../forms/calendar-day.ts";
import { amountDue, MAX_AMOUNT, parseMinorAmount } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import type { InsertedInvoice } from "./insert-invoice.server.ts";
import { lockInvoice } from "./invoice-state.server.ts";
import { formatMoney } from "../format/money.ts";

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
  /**
   * The owner really received more than is due: the amount due is recorded on the invoice and the excess as a
   * manual overpayment (DESIGN.md ruling 17). Without it, an amount above the amount due is refused.
   */
  excessAsOverpayment?: boolean;
  now?: Date;
};

export type RecordedPayment = {
  paymentId: string;
  amountPaid: number;
  amountDue: number;
  isPaid: boolean;
  /** The overpayment row of the excess, when one was recorded. */
  overpaymentId: string | null;
};

/**
 * Records money received on an invoice (partial payments allowed). amount_paid becomes the sum of the payments;
 * the invoice is paid when the amount due (total − credited − paid, never below 0) reaches 0, and issued otherwise.
 * An amount above the amount due is refused (PAYMENT_ABOVE_DUE, stating the amount due) unless the owner records
 * the excess as an overpayment: then the invoice takes the amount due and the excess goes to `overpayments`, in the
 * same transaction. So 'Déjà réglé' never exceeds the total.
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
  const reference = options.reference?.trim() || null;
  const excess = amount - due;
  if (excess > 0 && !options.excessAsOverpayment) {
    const shown = formatMoney(due, invoice.currency as Currency, "fr-FR");
    throw new DocumentError("PAYMENT_ABOVE_DUE", `${amount} above ${due}`, { params: { due: shown } });
  }
  const onInvoice = Math.min(amount, due);
  const [payment] = await tx
    .insert(invoicePayments)
    .values({ invoiceId: invoice.id, amount: onInvoice, paidOn, method, reference })
    .returning({ id: invoicePayments.id });
  const overpaymentId = excess > 0 ? await recordExcess(tx, options.actor, invoice, excess, reference, now) : null;
  const amountPaid = invoice.amountPaid + onInvoice;
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
    summary: { number: invoice.number, amount: onInvoice, method, paidOn, amountPaid, amountDue: remaining },
  });
  return { paymentId: payment!.id, amountPaid, amountDue: remaining, isPaid, overpaymentId };
}

/**
 * A sale already paid by card when its invoice is made (a deposit paid at checkout, a card sale): the new invoice's
 * whole total recorded as that card payment, on the day it was paid, so the invoice is issued paid. A zero total has
 * nothing to record.
 */
export async function recordCardPaidIn(
  tx: DbTransaction,
  options: { actor: string; invoice: InsertedInvoice; paidAt: Date | null; reference: string | null; now: Date },
): Promise<void> {
  const { actor, invoice, paidAt, reference, now } = options;
  if (invoice.amountTotal <= 0) return;
  await recordInvoicePaymentIn(tx, {
    actor,
    invoiceId: invoice.id,
    amount: invoice.amountTotal,
    paidOn: tahitiIsoDate(paidAt ?? now),
    method: "card",
    reference,
    now,
  });
}

/** The excess of a payment above the amount due: an overpayment of the invoice (ruling 17), never on the invoice. */
function recordExcess(
  tx: DbTransaction,
  actor: string,
  invoice: { id: string; number: string; currency: string; orderId: string | null },
  excess: number,
  reference: string | null,
  now: Date,
): Promise<string> {
  return recordManualOverpaymentIn(tx, {
    actor,
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    amountMinor: excess,
    currency: invoice.currency as Currency,
    receivedAt: now,
    reference,
    note: `Excédent du paiement de la facture ${invoice.number}`,
  });
}
