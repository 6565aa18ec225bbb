// Moves an order according to what the provider confirmed (a verified webhook or a server-side status query), with
// the confirmation mails and the audit row in the same transaction (DESIGN.md ruling 7). Paid is final: a late or
// out-of-order failure never moves a paid order back. A balance paid from the buyer's page: apply-balance-outcome.
import { and, eq, inArray } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { cardPaymentOrders, orders, type CardPaymentStatus, type OrderStatus } from "../../db/schema/index.ts";
import { applyBalanceOutcome, findBalanceCheckout } from "./apply-balance-outcome.server.ts";
import { auditPayment as audit } from "./payment-audit.server.ts";
import type { PaymentKind, PaymentState, PaymentStatus, ProviderName } from "./provider.ts";
import { queuePaymentMails, type PaymentMailSettings } from "./queue-payment-mails.server.tsx";
import { markPaymentMilestone } from "./mark-payment-milestone.server.ts";
import { hasRecordableAmount, recordProviderOverpayment } from "./record-overpayment.server.tsx";

export type ApplyPaymentOutcomeOptions = {
  provider: ProviderName;
  outcome: PaymentState;
  payment: PaymentStatus;
  /** 'system:webhook' or 'system:status-check'. */
  actor: string;
  eventId?: string;
  mail: PaymentMailSettings;
};

export type AppliedOutcome =
  | { result: "changed"; kind: PaymentKind; orderId: string; from: string; to: string }
  | { result: "unchanged"; kind: PaymentKind; orderId: string; status: string }
  /** Another amount, currency or payment than the one the order created: recorded, never applied. */
  | { result: "amount_mismatch"; kind: PaymentKind; orderId: string; detail: MismatchDetail }
  /** Money already received, paid again (another payment): recorded in `overpayments`, never applied (ruling 17). */
  | { result: "overpayment"; kind: PaymentKind; orderId: string; detail: { amount: string; reference: string } }
  | { result: "no_order" };

export type MismatchDetail = { expected: string; received: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Card-payment orders: pending → paid | failed | cancelled; a retried payment may still succeed after a failure. */
function nextCardStatus(current: CardPaymentStatus, outcome: PaymentState): CardPaymentStatus | null {
  if (current === "paid") return null;
  if (outcome === "succeeded") return "paid";
  if (outcome === "failed" && current === "pending") return "failed";
  if (outcome === "cancelled" && (current === "pending" || current === "failed")) return "cancelled";
  return null;
}

/** Deposit orders: only pending → paid; processing and cancelled are the administrator's (ruling 7). */
function nextOrderStatus(current: OrderStatus, outcome: PaymentState): OrderStatus | null {
  return current === "pending" && outcome === "succeeded" ? "paid" : null;
}

/** Must run inside the caller's transaction; locks the order row so two events for one payment apply once. */
export async function applyPaymentOutcome(
  tx: DbTransaction,
  options: ApplyPaymentOutcomeOptions,
): Promise<AppliedOutcome> {
  const { payment, provider } = options;
  const card = await findCardOrder(tx, provider, payment);
  if (card) {
    const isSamePayment = card.paymentIntentId === null || card.paymentIntentId === payment.paymentId;
    // A succeeded event must name the amount and currency charged (a number and a code); any other outcome that
    // names an amount must name that one too.
    const isAmountChecked = options.outcome === "succeeded" || payment.amountMinor !== null;
    const isSameAmount = payment.amountMinor === card.amountCents && payment.currency === card.currency;
    if (
      options.outcome === "succeeded" &&
      card.status === "paid" &&
      !(isSamePayment && card.paymentIntentId !== null) &&
      hasRecordableAmount(payment)
    ) {
      return recordProviderOverpayment(tx, options, { kind: "card", orderId: card.id });
    }
    if (!isSamePayment || (isAmountChecked && !isSameAmount)) {
      const detail = {
        expected: `${provider}:${card.paymentIntentId ?? "—"} ${card.amountCents} ${card.currency}`,
        received: `${provider}:${payment.paymentId} ${payment.amountMinor ?? "?"} ${payment.currency ?? "?"}`,
      };
      await audit(tx, options, "card_payment_order.amount_mismatch", "card_payment_order", card.id, detail);
      return { result: "amount_mismatch", kind: "card", orderId: card.id, detail };
    }
    const next = nextCardStatus(card.status, options.outcome);
    if (!next) return { result: "unchanged", kind: "card", orderId: card.id, status: card.status };
    await tx
      .update(cardPaymentOrders)
      .set({
        status: next,
        ...(next === "paid" ? { paidAt: new Date() } : {}),
        paymentIntentId: card.paymentIntentId ?? payment.paymentId,
      })
      .where(eq(cardPaymentOrders.id, card.id));
    await audit(tx, options, `card_payment_order.${next}`, "card_payment_order", card.id, {
      from: card.status,
      to: next,
    });
    if (next === "paid")
      await queuePaymentMails(tx, { kind: "card", orderId: card.id, payment, settings: options.mail });
    return { result: "changed", kind: "card", orderId: card.id, from: card.status, to: next };
  }

  const balance = await findBalanceCheckout(tx, provider, payment);
  if (balance) return applyBalanceOutcome(tx, options, balance);

  const order = await findDepositOrder(tx, provider, payment);
  if (!order) return { result: "no_order" };
  const isDepositReceived = order.paidAt !== null || order.status === "paid" || order.status === "processing";
  const isOrderPayment = order.paymentProvider === provider && order.paymentReference === payment.paymentId;
  if (options.outcome === "succeeded" && isDepositReceived && !isOrderPayment && hasRecordableAmount(payment)) {
    return recordProviderOverpayment(tx, options, { kind: "deposit", orderId: order.id });
  }
  const mismatch = options.outcome === "succeeded" ? findDepositMismatch(order, provider, payment) : null;
  if (mismatch) {
    await audit(tx, options, "order.payment_mismatch", "order", order.id, mismatch);
    return { result: "amount_mismatch", kind: "deposit", orderId: order.id, detail: mismatch };
  }
  const next = nextOrderStatus(order.status, options.outcome);
  if (!next) {
    if (options.outcome !== "pending") {
      await audit(tx, options, `order.payment_${options.outcome}`, "order", order.id, { status: order.status });
    }
    return { result: "unchanged", kind: "deposit", orderId: order.id, status: order.status };
  }
  await tx
    .update(orders)
    .set({ status: next, paidAt: new Date(), paymentProvider: provider, paymentReference: payment.paymentId })
    .where(eq(orders.id, order.id));
  await audit(tx, options, "order.deposit_paid", "order", order.id, { from: order.status, to: next });
  await markPaymentMilestone(tx, { orderId: order.id, milestone: "deposit_received", actor: options.actor });
  await queuePaymentMails(tx, { kind: "deposit", orderId: order.id, payment, settings: options.mail });
  return { result: "changed", kind: "deposit", orderId: order.id, from: order.status, to: next };
}

/**
 * By the payment id stored when the checkout was created; else by merchant_order_id, which only the provider can
 * send in a verified event and which we set ourselves (a checkout replaced by a newer one is still recognised).
 */
async function findCardOrder(tx: DbTransaction, provider: ProviderName, payment: PaymentStatus) {
  const columns = {
    id: cardPaymentOrders.id,
    status: cardPaymentOrders.status,
    amountCents: cardPaymentOrders.amountCents,
    currency: cardPaymentOrders.currency,
    paymentIntentId: cardPaymentOrders.paymentIntentId,
  };
  const [byPayment] = await tx
    .select(columns)
    .from(cardPaymentOrders)
    .where(and(eq(cardPaymentOrders.provider, provider), eq(cardPaymentOrders.paymentIntentId, payment.paymentId)))
    .for("update");
  if (byPayment) return byPayment;
  if (!payment.merchantOrderId || !UUID.test(payment.merchantOrderId)) return undefined;
  const [byOrder] = await tx
    .select(columns)
    .from(cardPaymentOrders)
    .where(and(eq(cardPaymentOrders.provider, provider), eq(cardPaymentOrders.id, payment.merchantOrderId)))
    .for("update");
  // An order tied to another payment is found too: its payment is then a mismatch, or an overpayment once paid.
  return byOrder;
}

/**
 * A deposit is confirmed only by the payment its checkout created: same provider and payment id, and the amount and
 * currency asked of the provider (kept on the order by create-deposit-checkout). Null when the event is that one.
 */
function findDepositMismatch(
  order: DepositOrderRow,
  provider: ProviderName,
  payment: PaymentStatus,
): MismatchDetail | null {
  const expected = `${order.paymentProvider ?? "—"}:${order.paymentReference ?? "—"} ${order.depositChargeMinor ?? "?"} ${order.depositChargeCurrency ?? "?"}`;
  const received = `${provider}:${payment.paymentId} ${payment.amountMinor ?? "?"} ${payment.currency ?? "?"}`;
  const isSamePayment = order.paymentProvider === provider && order.paymentReference === payment.paymentId;
  const isSameAmount =
    order.depositChargeMinor !== null &&
    payment.amountMinor === order.depositChargeMinor &&
    payment.currency === order.depositChargeCurrency;
  return isSamePayment && isSameAmount ? null : { expected, received };
}

type DepositOrderRow = NonNullable<Awaited<ReturnType<typeof findDepositOrder>>>;

async function findDepositOrder(tx: DbTransaction, provider: ProviderName, payment: PaymentStatus) {
  const columns = {
    id: orders.id,
    status: orders.status,
    paymentProvider: orders.paymentProvider,
    paymentReference: orders.paymentReference,
    depositChargeMinor: orders.depositChargeMinor,
    depositChargeCurrency: orders.depositChargeCurrency,
    paidAt: orders.paidAt,
  };
  const [byPayment] = await tx
    .select(columns)
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentReference, payment.paymentId)))
    .for("update");
  if (byPayment) return byPayment;
  if (!payment.merchantOrderId || !UUID.test(payment.merchantOrderId)) return undefined;
  const [byOrder] = await tx
    .select(columns)
    .from(orders)
    .where(
      and(
        eq(orders.id, payment.merchantOrderId),
        inArray(orders.status, ["pending", "processing", "paid", "cancelled"]),
      ),
    )
    .for("update");
  return byOrder;
}
