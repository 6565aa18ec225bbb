// create-airwallex-payment (storefront §7): a card-payment order for a product bought outright, priced on the
// server from the catalogue (DESIGN.md ruling 5), then the provider's hosted checkout.
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db.server.ts';
import { cardPaymentOrders, products } from '../../db/schema/index.ts';
import { computeOrderTotal, computeProductPrice } from '../catalog/pricing.ts';
import type { Locale } from '../i18n/locales.ts';
import { getSettings } from '../settings/settings.server.ts';
import { toChargeMinor } from './charge-amount.ts';
import { PaymentError } from './payment-error.ts';
import { cardReturnUrls } from './payment-urls.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';
import { PRODUCT_PRICE_COLUMNS } from '../catalog/product-price-columns.server.ts';

export type CreateCardPaymentOptions = {
  provider: PaymentProvider;
  productSlug: string;
  quantity: number;
  buyerEmail: string;
  lang: Locale;
  publicUrl: string;
};

export type CardPaymentCheckout = { orderId: string; url: string; amountMinor: number; currency: string };

/**
 * Throws PaymentError NOT_FOUND (no published product), ON_QUOTE (no price), PROVIDER_FAILED or NO_URL; in those
 * two last cases the order just written is removed again, so a failed attempt leaves nothing behind.
 */
export async function createCardPayment(db: DbExecutor, options: CreateCardPaymentOptions): Promise<CardPaymentCheckout> {
  const [product] = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      ...PRODUCT_PRICE_COLUMNS,
    })
    .from(products)
    .where(and(eq(products.slug, options.productSlug), eq(products.status, 'published'), eq(products.active, true)))
    .limit(1);
  if (!product) throw new PaymentError('NOT_FOUND', `no published product ${options.productSlug}`);

  const settings = await getSettings(db);
  const price = computeProductPrice(product, settings.xpf_per_usd);
  if (price.isOnQuote) throw new PaymentError('ON_QUOTE', `product ${product.slug} has no price`);
  const { totalXpf } = computeOrderTotal({
    unitPriceXpf: price.baseXpf,
    optionDeltasXpf: [],
    quantity: options.quantity,
    freightXpf: price.freightXpf,
  });
  const currency = settings.charge_currency;
  const amountMinor = toChargeMinor(totalXpf, 'XPF', currency, {
    xpfPerUsd: settings.xpf_per_usd,
    hkdPerXpf: settings.display_rates.zh.currency === 'HKD' ? settings.display_rates.zh.rate : 0.048,
  });

  const [order] = await db
    .insert(cardPaymentOrders)
    .values({
      amountCents: amountMinor,
      currency,
      amountXpf: totalXpf,
      quantity: options.quantity,
      buyerEmail: options.buyerEmail.trim().toLowerCase(),
      productId: product.id,
      productSlug: product.slug,
      provider: options.provider.name,
      lang: options.lang,
    })
    .returning({ id: cardPaymentOrders.id });
  if (!order) throw new Error('card_payment_orders insert returned no row');

  try {
    const session = await options.provider.createCheckout({
      amountMinor,
      currency,
      merchantOrderId: order.id,
      requestId: `card-${order.id}`,
      kind: 'card',
      ...cardReturnUrls(options.publicUrl, options.lang, order.id),
      description: `${product.title} × ${options.quantity}`,
      locale: options.lang,
    });
    if (!session.url) throw new PaymentError('NO_URL', `provider gave no URL for card order ${order.id}`);
    await db
      .update(cardPaymentOrders)
      .set({ paymentIntentId: session.paymentId })
      .where(eq(cardPaymentOrders.id, order.id));
    return { orderId: order.id, url: session.url, amountMinor, currency };
  } catch (error) {
    await db.delete(cardPaymentOrders).where(eq(cardPaymentOrders.id, order.id));
    if (error instanceof PaymentError) throw error;
    if (error instanceof PaymentProviderError || error instanceof TypeError || (error as Error).name === 'TimeoutError') {
      throw new PaymentError('PROVIDER_FAILED', (error as Error).message, { cause: error });
    }
    throw error;
  }
}
