// The result pages' question "is it paid yet?": the stored status, and while it is pending, the provider's answer to
// a server-side status query (DESIGN.md "Payments": never the browser's word).
import type { Db } from "../../db/db.server.ts";
import { applyPaymentOutcome } from "./apply-payment-outcome.server.ts";
import { getCardPaymentOrder, getDepositOrder, getLatestBalanceCheckout } from "./get-payment-orders.server.ts";
import type { PaymentKind, PaymentProvider } from "./provider.ts";
import type { PaymentMailSettings } from "./queue-payment-mails.server.tsx";

export type RefreshPaymentStatusOptions = {
  provider: PaymentProvider;
  kind: PaymentKind;
  /** The order's id; for a balance, the balance invoice's. */
  orderId: string;
  mail: PaymentMailSettings;
  onError?: (error: unknown) => void;
};

/** The order's status after asking the provider when needed; undefined for an unknown order. */
export async function refreshPaymentStatus(db: Db, options: RefreshPaymentStatusOptions): Promise<string | undefined> {
  const current = await readStatus(db, options.kind, options.orderId, options.provider.name);
  if (!current) return undefined;
  if (current.status !== "pending" || !current.paymentId || !current.isSameProvider) return current.status;
  try {
    const payment = await options.provider.getPaymentStatus(current.paymentId);
    if (payment.state === "pending") return current.status;
    // Only outcomes the provider states as final for the payment; a failed attempt can be retried on the hosted page.
    if (payment.state === "failed") return current.status;
    await db.transaction((tx) =>
      applyPaymentOutcome(tx, {
        provider: options.provider.name,
        outcome: payment.state,
        payment: { ...payment, merchantOrderId: payment.merchantOrderId ?? options.orderId },
        actor: "system:status-check",
        mail: options.mail,
      }),
    );
  } catch (error) {
    options.onError?.(error);
    return current.status;
  }
  return (await readStatus(db, options.kind, options.orderId, options.provider.name))?.status;
}

async function readStatus(db: Db, kind: PaymentKind, orderId: string, providerName: string) {
  if (kind === "balance") {
    const checkout = await getLatestBalanceCheckout(db, orderId);
    return (
      checkout && {
        status: checkout.paidAt ? "paid" : "pending",
        paymentId: checkout.paymentReference,
        isSameProvider: checkout.provider === providerName,
      }
    );
  }
  if (kind === "card") {
    const order = await getCardPaymentOrder(db, orderId);
    return (
      order && {
        status: order.status,
        paymentId: order.paymentIntentId,
        isSameProvider: order.provider === providerName,
      }
    );
  }
  const order = await getDepositOrder(db, orderId);
  return (
    order && {
      status: order.status,
      paymentId: order.paymentReference,
      isSameProvider: order.paymentProvider === providerName,
    }
  );
}
