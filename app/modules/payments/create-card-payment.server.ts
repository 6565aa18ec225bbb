// create-airwallex-payment (storefront §7): a card-payment order for a product bought outright, in the configuration
// the buyer chose (quantity, options), priced on the server by the same function as the sheet and the deposit order
// (DESIGN.md rulings 1, 5, 11), then the provider's hosted checkout.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { cardPaymentOrders } from "../../db/schema/index.ts";
import { getProductSheet } from "../catalog/get-product-sheet.server.ts";
import { priceConfiguration } from "../catalog/price-configuration.ts";
import { readOptionSelections, type ParamsLike } from "../catalog/product-options.ts";
import { loadOrderProductText } from "../catalog/order-product-text.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { termsVersionOf } from "../sales/terms-version.server.ts";
import { getChargeRate, getSettings, getXpfRates } from "../settings/settings.server.ts";
import { toChargeMinor } from "./charge-amount.ts";
import { asProviderFailure, PaymentError } from "./payment-error.ts";
import { cardReturnUrls } from "./payment-urls.ts";
import type { PaymentProvider } from "./provider.ts";
import { requireShownAmount, type ShownAmount } from "./shown-amount.ts";

export type CreateCardPaymentOptions = {
  provider: PaymentProvider;
  productSlug: string;
  quantity: number;
  /** The form's `opt_<code>` fields; checked against the product's options (unknown codes and values dropped). */
  optionParams: ParamsLike;
  buyerEmail: string;
  /** The buyer ticked the terms-of-sale box (the form's schema requires it). */
  hasAcceptedTerms: boolean;
  lang: Locale;
  publicUrl: string;
  /** The amount the dialog showed (issue 26 item 2): nothing is created when it is no longer the one charged. */
  shown?: ShownAmount | null;
};

export type CardPaymentCheckout = {
  orderId: string;
  url: string;
  amountMinor: number;
  currency: string;
  amountXpf: number;
};

/**
 * Throws PaymentError NOT_FOUND (no published product), ON_QUOTE (no price), OPTIONS_REQUIRED, AMOUNT_CHANGED, PROVIDER_FAILED or
 * NO_URL; in those two last cases the order just written is removed again, so a failed attempt leaves nothing behind.
 */
export async function createCardPayment(
  db: DbExecutor,
  options: CreateCardPaymentOptions,
): Promise<CardPaymentCheckout> {
  if (!options.hasAcceptedTerms) throw new Error("createCardPayment: terms not accepted");
  const settings = await getSettings(db);
  const product = await getProductSheet(db, { slug: options.productSlug, xpfPerUsd: settings.xpf_per_usd });
  if (!product) throw new PaymentError("NOT_FOUND", `no published product ${options.productSlug}`);
  if (product.price.isOnQuote) throw new PaymentError("ON_QUOTE", `product ${product.slug} has no price`);
  const priced = priceConfiguration(
    {
      options: product.options,
      baseXpf: product.price.baseXpf,
      freightXpf: product.price.freightXpf,
      shipping: product.price.shipping,
    },
    options.quantity,
    readOptionSelections(product.options, options.optionParams),
  );
  if (priced.missingRequired.length > 0) {
    const labels = priced.missingRequired.map((option) => option.label);
    throw new PaymentError("OPTIONS_REQUIRED", `missing options ${labels.join(", ")}`, { details: labels });
  }
  const { total, quantity } = priced;
  const charge = getChargeRate(settings);
  const amountMinor = toChargeMinor(total.totalXpf, "XPF", charge.currency, getXpfRates(settings));
  requireShownAmount(options.shown, { amountMinor, currency: charge.currency }, options.lang);

  const [order] = await db
    .insert(cardPaymentOrders)
    .values({
      amountCents: amountMinor,
      currency: charge.currency,
      amountXpf: total.totalXpf,
      xpfPerUnit: charge.xpfPerUnit,
      quantity,
      options: priced.chosen,
      shippingUnit: priced.shipping.unit,
      shippingUnitCount: total.shippingUnits,
      freightXpf: total.freightXpf,
      termsAcceptedAt: new Date(),
      termsVersion: termsVersionOf(settings),
      buyerEmail: options.buyerEmail.trim().toLowerCase(),
      productId: product.id,
      productSlug: product.slug,
      provider: options.provider.name,
      lang: options.lang,
    })
    .returning({ id: cardPaymentOrders.id });
  if (!order) throw new Error("card_payment_orders insert returned no row");

  // The hosted page names the product in the buyer's language (ruling 15).
  const text = await loadOrderProductText(db, options.lang, {
    productId: product.id,
    productSlug: product.slug,
    options: [],
  });
  try {
    const session = await options.provider.createCheckout({
      amountMinor,
      currency: charge.currency,
      merchantOrderId: order.id,
      requestId: `card-${order.id}`,
      kind: "card",
      ...cardReturnUrls(options.publicUrl, options.lang, order.id),
      description: `${text.title} × ${quantity}`,
      locale: options.lang,
    });
    if (!session.url) throw new PaymentError("NO_URL", `provider gave no URL for card order ${order.id}`);
    await db
      .update(cardPaymentOrders)
      .set({ paymentIntentId: session.paymentId })
      .where(eq(cardPaymentOrders.id, order.id));
    return { orderId: order.id, url: session.url, amountMinor, currency: charge.currency, amountXpf: total.totalXpf };
  } catch (error) {
    await db.delete(cardPaymentOrders).where(eq(cardPaymentOrders.id, order.id));
    if (error instanceof PaymentError) throw error;
    throw asProviderFailure(error);
  }
}
