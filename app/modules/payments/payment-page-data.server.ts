// Loader helpers of the result pages: the order after a status refresh, shaped for the page.
import type { getServices } from "../../context.server.ts";
import { localizeOrderView } from "../catalog/order-product-text.server.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import type { Locale } from "../i18n/locales.ts";
import { getCardPaymentOrder, getDepositOrder, isOrderId } from "./get-payment-orders.server.ts";
import { getPaymentServices } from "./payment-services.server.ts";
import { refreshPaymentStatus } from "./refresh-payment-status.server.ts";
import type { PaymentKind } from "./provider.ts";

type Context = Parameters<typeof getServices>[0];

async function refresh(context: Context, kind: PaymentKind, orderId: string) {
  const services = getPaymentServices(context);
  if (isOrderId(orderId)) {
    await refreshPaymentStatus(services.db, {
      provider: services.provider,
      kind,
      orderId,
      mail: services.mail,
      onError: (error) => services.logger.warn({ err: error, orderId }, "payment status query failed"),
    });
  }
  return services;
}

/**
 * The card-payment order for /payment/success and /payment/cancel, or null; the product's title and options in the
 * page's language (DESIGN.md ruling 15), French where untranslated.
 */
export async function loadCardOrderView(context: Context, orderId: string, locale: Locale) {
  const { db } = await refresh(context, "card", orderId);
  const order = await getCardPaymentOrder(db, orderId);
  if (!order) return null;
  const { id, status, productId, productTitle, productSlug, quantity, options } = order;
  const { buyerEmail, amountCents, currency, amountXpf } = order;
  return localizeOrderView(db, locale, {
    id,
    status,
    productId,
    productTitle,
    productSlug,
    quantity,
    options,
    buyerEmail,
    amountCents,
    currency,
    amountXpf,
  });
}

/** The deposit order for /thank-you, or null; its product in the page's language, like loadCardOrderView. */
export async function loadDepositOrderView(context: Context, orderId: string, locale: Locale) {
  const { db } = await refresh(context, "deposit", orderId);
  const order = await getDepositOrder(db, orderId);
  if (!order) return null;
  const paid =
    order.status === "paid" && order.depositChargeMinor !== null && order.depositChargeCurrency
      ? { amount: order.depositChargeMinor, currency: order.depositChargeCurrency }
      : null;
  return localizeOrderView(db, locale, {
    id: order.id,
    status: order.status,
    productId: order.productId,
    productSlug: order.productSlug,
    productTitle: order.productTitle ?? order.productSlug,
    qty: order.qty,
    options: order.options,
    email: order.customer.email,
    /** What the deposit charged, shown once paid (issue 11 item 8). */
    paid,
    /** The balance due before the ship leaves (DESIGN.md ruling 12). */
    balance: { ...splitDeposit(order.amount, Number(order.depositRatio)), currency: order.currency },
  });
}

export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
