// A provider's confirmation of a balance paid from the buyer's page (issue 18 item 3): recorded on the balance invoice
// through the documents' own payment rule, which makes it paid when nothing is due; the order, then paid in full, is
// 'paid' (decision 009). Only the payment its checkout created, for its amount and currency, is ever applied.
import { and, desc, eq, ne } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { balanceCheckouts, invoices, orders } from "../../db/schema/index.ts";
import { amountDue } from "../documents/document-lines.ts";
import { lockInvoice } from "../documents/invoice-state.server.ts";
import { recordInvoicePaymentIn } from "../documents/record-invoice-payment.server.ts";
import type { AppliedOutcome, ApplyPaymentOutcomeOptions, MismatchDetail } from "./apply-payment-outcome.server.ts";
import { auditPayment } from "./payment-audit.server.ts";
import type { PaymentStatus, ProviderName } from "./provider.ts";
import { queuePaymentMails } from "./queue-payment-mails.server.tsx";
import { markPaymentMilestone } from "./mark-payment-milestone.server.ts";
import { hasRecordableAmount, recordProviderOverpayment } from "./record-overpayment.server.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CHECKOUT_COLUMNS = {
  id: balanceCheckouts.id,
  invoiceId: balanceCheckouts.invoiceId,
  orderId: balanceCheckouts.orderId,
  provider: balanceCheckouts.provider,
  paymentReference: balanceCheckouts.paymentReference,
  amountDue: balanceCheckouts.amountDue,
  chargeMinor: balanceCheckouts.chargeMinor,
  chargeCurrency: balanceCheckouts.chargeCurrency,
  paidAt: balanceCheckouts.paidAt,
};

export type BalanceCheckoutRow = {
  id: string;
  invoiceId: string;
  orderId: string;
  provider: string;
  paymentReference: string;
  amountDue: number;
  chargeMinor: number;
  chargeCurrency: string;
  paidAt: Date | null;
};

/**
 * The checkout a payment belongs to, locked: by its payment id; else, when the provider names one of our balance
 * invoices as merchant_order_id, that invoice's latest checkout (so another payment for it is seen as a mismatch).
 */
export async function findBalanceCheckout(
  tx: DbTransaction,
  provider: ProviderName,
  payment: PaymentStatus,
): Promise<BalanceCheckoutRow | undefined> {
  const [byPayment] = await tx
    .select(CHECKOUT_COLUMNS)
    .from(balanceCheckouts)
    .where(and(eq(balanceCheckouts.provider, provider), eq(balanceCheckouts.paymentReference, payment.paymentId)))
    .for("update");
  if (byPayment) return byPayment;
  if (!payment.merchantOrderId || !UUID.test(payment.merchantOrderId)) return undefined;
  const [byInvoice] = await tx
    .select(CHECKOUT_COLUMNS)
    .from(balanceCheckouts)
    .where(eq(balanceCheckouts.invoiceId, payment.merchantOrderId))
    .orderBy(desc(balanceCheckouts.createdAt))
    .limit(1)
    .for("update");
  return byInvoice;
}

function findMismatch(
  checkout: BalanceCheckoutRow,
  provider: ProviderName,
  payment: PaymentStatus,
): MismatchDetail | null {
  const isSamePayment = checkout.provider === provider && checkout.paymentReference === payment.paymentId;
  const isSameAmount = payment.amountMinor === checkout.chargeMinor && payment.currency === checkout.chargeCurrency;
  if (isSamePayment && isSameAmount) return null;
  return {
    expected: `${checkout.provider}:${checkout.paymentReference} ${checkout.chargeMinor} ${checkout.chargeCurrency}`,
    received: `${provider}:${payment.paymentId} ${payment.amountMinor ?? "?"} ${payment.currency ?? "?"}`,
  };
}

/** Must run inside the caller's transaction (the webhook's or the status query's). */
export async function applyBalanceOutcome(
  tx: DbTransaction,
  options: ApplyPaymentOutcomeOptions,
  checkout: BalanceCheckoutRow,
): Promise<AppliedOutcome> {
  const { payment, provider, outcome } = options;
  const orderId = checkout.orderId;
  const isSamePayment = checkout.provider === provider && checkout.paymentReference === payment.paymentId;
  if (outcome === "succeeded" && hasRecordableAmount(payment) && !(isSamePayment && checkout.paidAt)) {
    // Money for a balance already received (another payment, or a transfer the administrator recorded): apart.
    const invoice = await lockInvoice(tx, checkout.invoiceId);
    const isSettled = checkout.paidAt !== null || amountDue(invoice) === 0 || invoice.status === "cancelled";
    if (isSettled) {
      return recordProviderOverpayment(tx, options, { kind: "balance", orderId, invoiceId: checkout.invoiceId });
    }
  }
  const mismatch = outcome === "succeeded" ? findMismatch(checkout, provider, payment) : null;
  if (mismatch) {
    await auditPayment(tx, options, "invoice.payment_mismatch", "invoice", checkout.invoiceId, mismatch);
    return { result: "amount_mismatch", kind: "balance", orderId, detail: mismatch };
  }
  if (outcome !== "succeeded" || checkout.paidAt) {
    if (outcome !== "pending" && !checkout.paidAt) {
      await auditPayment(tx, options, `invoice.balance_payment_${outcome}`, "invoice", checkout.invoiceId, {});
    }
    return { result: "unchanged", kind: "balance", orderId, status: checkout.paidAt ? "paid" : "pending" };
  }

  const invoice = await lockInvoice(tx, checkout.invoiceId);
  const due = amountDue(invoice);
  if (due === 0 || invoice.status === "cancelled") {
    // Settled meanwhile (a transfer recorded by the administrator): the money is the administrator's to refund.
    await auditPayment(tx, options, "invoice.balance_payment_unapplied", "invoice", invoice.id, {
      status: invoice.status,
      due,
    });
    return { result: "unchanged", kind: "balance", orderId, status: invoice.status };
  }
  const recorded = await recordInvoicePaymentIn(tx, {
    actor: options.actor,
    invoiceId: invoice.id,
    amount: Math.min(checkout.amountDue, due),
    method: "card",
    reference: `${provider}:${payment.paymentId}`,
  });
  await tx
    .update(balanceCheckouts)
    .set({ paidAt: new Date(), invoicePaymentId: recorded.paymentId })
    .where(eq(balanceCheckouts.id, checkout.id));
  await auditPayment(tx, options, "invoice.balance_paid", "invoice", invoice.id, {
    number: invoice.number,
    amountDue: recorded.amountDue,
  });
  if (recorded.isPaid) {
    await markPaymentMilestone(tx, { orderId, milestone: "balance_received", actor: options.actor });
    await markOrderPaidInFull(tx, options, orderId);
  }
  await queuePaymentMails(tx, { kind: "balance", orderId, invoiceId: invoice.id, payment, settings: options.mail });
  return { result: "changed", kind: "balance", orderId, from: invoice.status, to: recorded.isPaid ? "paid" : "issued" };
}

/**
 * The balance invoice paid: the order is paid in full and becomes 'paid', from pending or processing (decision 009).
 * A cancelled order is the administrator's to sort out and is never moved.
 */
async function markOrderPaidInFull(tx: DbTransaction, options: ApplyPaymentOutcomeOptions, orderId: string) {
  const [order] = await tx
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order || order.status === "cancelled") return;
  // The deposit settled too: confirmed by the provider, or its invoice paid (a bank transfer the administrator recorded).
  const depositInvoices = await tx
    .select({
      amountTotal: invoices.amountTotal,
      amountPaid: invoices.amountPaid,
      amountCredited: invoices.amountCredited,
    })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "deposit"), ne(invoices.status, "cancelled")));
  const isDepositSettled = order.paidAt !== null || depositInvoices.every((row) => amountDue(row) === 0);
  if (!isDepositSettled) return;
  if (order.status !== "paid") {
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: order.paidAt ?? new Date() })
      .where(eq(orders.id, orderId));
  }
  await auditPayment(tx, options, "order.paid_in_full", "order", orderId, { from: order.status, to: "paid" });
}
