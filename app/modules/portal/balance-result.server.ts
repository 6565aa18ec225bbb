// What the balance payment's return page shows: the invoice's last checkout, once the provider was asked about it
// while it is pending (never the browser's word).
import { eq } from "drizzle-orm";
import type { getServices } from "../../context.server.ts";
import { invoices } from "../../db/schema/index.ts";
import { getLatestBalanceCheckout, isOrderId } from "../payments/get-payment-orders.server.ts";
import { getPaymentServices } from "../payments/payment-services.server.ts";
import { refreshPaymentStatus } from "../payments/refresh-payment-status.server.ts";

/** Null for an unknown invoice or one whose balance was never paid online: the page is then the ordinary 404. */
export async function loadBalanceResult(context: Parameters<typeof getServices>[0], invoiceId: string | undefined) {
  if (!isOrderId(invoiceId)) return null;
  const { db, provider, mail, logger } = getPaymentServices(context);
  await refreshPaymentStatus(db, {
    provider,
    kind: "balance",
    orderId: invoiceId,
    mail,
    onError: (error) => logger.warn({ err: error, invoiceId }, "balance payment status query failed"),
  });
  const checkout = await getLatestBalanceCheckout(db, invoiceId);
  if (!checkout) return null;
  const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  return {
    number: invoice.number,
    isPaid: checkout.paidAt !== null,
    chargeMinor: checkout.chargeMinor,
    chargeCurrency: checkout.chargeCurrency,
  };
}
