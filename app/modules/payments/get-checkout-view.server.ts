// What /checkout shows: the order, its customer, the deposit split and the amount the card will be charged.
import type { DbExecutor } from "../../db/db.server.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { toChargeMinor } from "./charge-amount.ts";
import { getDepositOrder } from "./get-payment-orders.server.ts";

export async function getCheckoutView(db: DbExecutor, orderId: string) {
  const order = await getDepositOrder(db, orderId);
  if (!order) return null;
  const settings = await getSettings(db);
  const ratio = Number(order.depositRatio);
  const split = splitDeposit(order.amount, ratio);
  const chargeCurrency = settings.charge_currency;
  const charge = toChargeMinor(split.deposit, order.currency, chargeCurrency, getXpfRates(settings));
  return {
    id: order.id,
    number: order.id.slice(0, 8).toUpperCase(),
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
  };
}
export type CheckoutView = NonNullable<Awaited<ReturnType<typeof getCheckoutView>>>;
