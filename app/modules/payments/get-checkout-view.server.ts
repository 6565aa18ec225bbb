// What /checkout shows: the order, its customer, the deposit split, the amount the card will be charged and the
// balance's terms, with the product's title and options in the page's language (DESIGN.md ruling 15).
import type { DbExecutor } from "../../db/db.server.ts";
import { localizeOrderView } from "../catalog/order-product-text.server.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import type { Locale } from "../i18n/locales.ts";
import { balanceTermsText } from "../settings/balance-terms.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { toChargeMinor } from "./charge-amount.ts";
import { getDepositOrder } from "./get-payment-orders.server.ts";
import { customerOrderNumber } from "../sales/order-number.ts";

export async function getCheckoutView(db: DbExecutor, orderId: string, locale: Locale) {
  const order = await getDepositOrder(db, orderId);
  if (!order) return null;
  const settings = await getSettings(db);
  const ratio = Number(order.depositRatio);
  const split = splitDeposit(order.amount, ratio);
  const chargeCurrency = settings.charge_currency;
  const charge = toChargeMinor(split.deposit, order.currency, chargeCurrency, getXpfRates(settings));
  return localizeOrderView(db, locale, {
    id: order.id,
    number: customerOrderNumber(order.id),
    options: order.options,
    shipping:
      order.shippingUnit && order.shippingUnitCount
        ? { unit: order.shippingUnit, count: order.shippingUnitCount }
        : null,
    freightXpf: order.freightXpf,
    status: order.status,
    productId: order.productId,
    productSlug: order.productSlug,
    productTitle: order.productTitle,
    qty: order.qty,
    amount: order.amount,
    currency: order.currency,
    customer: order.customer,
    deposit: split.deposit,
    balance: split.balance,
    percent: split.percent,
    charge: { amount: charge, currency: chargeCurrency },
    /** When the balance is due, as the settings word it (DESIGN.md ruling 12). */
    balanceTerms: balanceTermsText(settings, locale),
  });
}
export type CheckoutView = NonNullable<Awaited<ReturnType<typeof getCheckoutView>>>;
