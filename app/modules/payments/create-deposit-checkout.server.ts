// create-checkout (storefront §7): the deposit of an order made through the product form, paid on the provider's
// hosted page. The amount is the order's deposit, recomputed here, never taken from the browser.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { orders } from "../../db/schema/index.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { loadOrderProductText } from "../catalog/order-product-text.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { toChargeMinor } from "./charge-amount.ts";
import { asProviderFailure, PaymentError } from "./payment-error.ts";
import { depositReturnUrls } from "./payment-urls.ts";
import type { PaymentProvider } from "./provider.ts";
import { requireShownAmount, type ShownAmount } from "./shown-amount.ts";

export type CreateDepositCheckoutOptions = {
  provider: PaymentProvider;
  orderId: string;
  /** The language of the page the buyer pays from: the return pages use it. */
  lang: Locale;
  publicUrl: string;
  /** The amount the checkout page showed (issue 26 item 2): nothing is charged when it is no longer the one due. */
  shown?: ShownAmount | null;
};

/**
 * Throws PaymentError NOT_FOUND, ALREADY_PAID (paid or processing), NOT_PAYABLE (cancelled), AMOUNT_CHANGED,
 * PROVIDER_FAILED or NO_URL.
 */
export async function createDepositCheckout(db: DbExecutor, options: CreateDepositCheckoutOptions) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      productId: orders.productId,
      productSlug: orders.productSlug,
      options: orders.options,
      qty: orders.qty,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.id, options.orderId))
    .limit(1);
  if (!order) throw new PaymentError("NOT_FOUND", `no order ${options.orderId}`);
  if (order.status === "paid" || order.status === "processing" || order.paidAt) throw new PaymentError("ALREADY_PAID");
  if (order.status === "cancelled") throw new PaymentError("NOT_PAYABLE");

  const settings = await getSettings(db);
  const { deposit } = splitDeposit(order.amount, Number(order.depositRatio));
  const currency = settings.charge_currency;
  const rates = getXpfRates(settings);
  const amountMinor = toChargeMinor(deposit, order.currency, currency, rates);
  if (amountMinor <= 0) throw new PaymentError("NOT_PAYABLE", `order ${order.id} has nothing to pay`);
  requireShownAmount(options.shown, { amountMinor, currency }, options.lang);

  // The hosted page names the product in the buyer's language (ruling 15), not by its slug.
  const product = await loadOrderProductText(db, options.lang, order);
  let session;
  try {
    session = await options.provider.createCheckout({
      amountMinor,
      currency,
      merchantOrderId: order.id,
      // Same order and amount → same key: a double click or a retry finds the same payment instead of a second one.
      requestId: `dep-${order.id}-${amountMinor}${currency}`,
      kind: "deposit",
      ...depositReturnUrls(options.publicUrl, options.lang, order.id),
      description: `${product.title} × ${order.qty}`,
      locale: options.lang,
    });
  } catch (error) {
    throw asProviderFailure(error);
  }
  if (!session.url) throw new PaymentError("NO_URL", `provider gave no URL for order ${order.id}`);
  // What was asked of the provider: a confirmation is applied only for this payment, amount and currency.
  await db
    .update(orders)
    .set({
      paymentProvider: options.provider.name,
      paymentReference: session.paymentId,
      depositChargeMinor: amountMinor,
      depositChargeCurrency: currency,
      depositChargeRate: rates[currency],
    })
    .where(eq(orders.id, order.id));
  return { url: session.url, amountMinor, currency };
}
