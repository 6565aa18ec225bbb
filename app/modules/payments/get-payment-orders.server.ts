// What the checkout and result pages show of an order: selected columns only (no purchase prices, no supplier).
import { desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { balanceCheckouts, cardPaymentOrders, customers, orders, products } from "../../db/schema/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are uuids; anything else cannot be an order (and would make PostgreSQL raise). */
export function isOrderId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export async function getCardPaymentOrder(db: DbExecutor, id: string) {
  if (!isOrderId(id)) return undefined;
  const [row] = await db
    .select({
      id: cardPaymentOrders.id,
      status: cardPaymentOrders.status,
      amountCents: cardPaymentOrders.amountCents,
      currency: cardPaymentOrders.currency,
      amountXpf: cardPaymentOrders.amountXpf,
      quantity: cardPaymentOrders.quantity,
      options: cardPaymentOrders.options,
      shippingUnit: cardPaymentOrders.shippingUnit,
      shippingUnitCount: cardPaymentOrders.shippingUnitCount,
      buyerEmail: cardPaymentOrders.buyerEmail,
      provider: cardPaymentOrders.provider,
      paymentIntentId: cardPaymentOrders.paymentIntentId,
      productId: cardPaymentOrders.productId,
      productSlug: cardPaymentOrders.productSlug,
      productTitle: products.title,
      createdAt: cardPaymentOrders.createdAt,
    })
    .from(cardPaymentOrders)
    .leftJoin(products, eq(products.id, cardPaymentOrders.productId))
    .where(eq(cardPaymentOrders.id, id));
  return row;
}
export type CardPaymentOrderView = NonNullable<Awaited<ReturnType<typeof getCardPaymentOrder>>>;

export async function getDepositOrder(db: DbExecutor, id: string) {
  if (!isOrderId(id)) return undefined;
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      productId: orders.productId,
      productSlug: orders.productSlug,
      productTitle: products.title,
      qty: orders.qty,
      amount: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      options: orders.options,
      shippingUnit: orders.shippingUnit,
      shippingUnitCount: orders.shippingUnitCount,
      freightXpf: orders.freightXpf,
      depositChargeMinor: orders.depositChargeMinor,
      depositChargeCurrency: orders.depositChargeCurrency,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      createdAt: orders.createdAt,
      customer: {
        fullName: customers.fullName,
        email: customers.email,
        phone: customers.phone,
        company: customers.company,
        location: customers.location,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id));
  return row;
}
export type DepositOrderView = NonNullable<Awaited<ReturnType<typeof getDepositOrder>>>;

/** The last balance payment started for an invoice: what its result page shows. */
export async function getLatestBalanceCheckout(db: DbExecutor, invoiceId: string) {
  if (!isOrderId(invoiceId)) return undefined;
  const [row] = await db
    .select({
      id: balanceCheckouts.id,
      orderId: balanceCheckouts.orderId,
      provider: balanceCheckouts.provider,
      paymentReference: balanceCheckouts.paymentReference,
      chargeMinor: balanceCheckouts.chargeMinor,
      chargeCurrency: balanceCheckouts.chargeCurrency,
      lang: balanceCheckouts.lang,
      paidAt: balanceCheckouts.paidAt,
    })
    .from(balanceCheckouts)
    .where(eq(balanceCheckouts.invoiceId, invoiceId))
    .orderBy(desc(balanceCheckouts.createdAt))
    .limit(1);
  return row;
}
