// The balance of an order paid from the buyer's page (issue 18 item 3): a checkout for exactly the amount due of the
// order's balance invoice, through the same provider as the deposit. The amount is read here, never from the browser.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { balanceCheckouts, invoices, orders, type Lang } from "../../db/schema/index.ts";
import { amountDue } from "../documents/document-lines.ts";
import type { Locale } from "../i18n/locales.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { toChargeMinor } from "./charge-amount.ts";
import { asProviderFailure, PaymentError } from "./payment-error.ts";
import { balanceReturnUrls } from "./payment-urls.ts";
import type { ChargeCurrency, PaymentProvider } from "./provider.ts";
import { requireShownAmount, type ShownAmount } from "./shown-amount.ts";
import type { Currency } from "../money/currency.ts";

export type CreateBalanceCheckoutOptions = {
  provider: PaymentProvider;
  orderId: string;
  lang: Locale;
  publicUrl: string;
  /** The amount the order page showed (issue 26 item 2). */
  shown?: ShownAmount | null;
};

/** Invoices whose balance the buyer may pay: issued or sent, never a draft (the administrator's) nor a cancelled one. */
const PAYABLE_STATUSES = ["issued", "sent"] as const;

const CHARGE_CURRENCIES: readonly Currency[] = ["USD", "EUR", "HKD"];

type BalanceCandidate = {
  id: string;
  number: string;
  kind: string;
  status: string;
  currency: Currency;
  amountTotal: number;
  amountPaid: number;
  amountCredited: number;
};

/**
 * The balance the buyer may pay among an order's invoices (oldest first): the newest balance invoice issued or sent,
 * with what is left to pay on it; null when there is none, nothing is due, or the order is cancelled.
 */
export function payableBalanceOf(orderStatus: string, orderInvoices: readonly BalanceCandidate[]) {
  const invoice = orderInvoices.findLast(
    (row) => row.kind === "balance" && (PAYABLE_STATUSES as readonly string[]).includes(row.status),
  );
  if (!invoice || orderStatus === "cancelled") return null;
  const due = amountDue(invoice);
  return due > 0 ? { id: invoice.id, number: invoice.number, currency: invoice.currency, due } : null;
}

/** The order's balance invoice the buyer sees, with what is left to pay on it; null when there is none. */
export async function findPayableBalance(db: DbExecutor, orderId: string) {
  const [invoice] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      currency: invoices.currency,
      amountTotal: invoices.amountTotal,
      amountPaid: invoices.amountPaid,
      amountCredited: invoices.amountCredited,
      orderStatus: orders.status,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "balance"), inArray(invoices.status, PAYABLE_STATUSES)))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return invoice ? payableBalanceOf(invoice.orderStatus, [invoice]) : null;
}

/** What the provider is asked for a balance: the invoice's currency when the provider takes it, else converted. */
export async function chargeOfBalance(db: DbExecutor, balance: { due: number; currency: Currency }) {
  const settings = await getSettings(db);
  const rates = getXpfRates(settings);
  const currency: ChargeCurrency = CHARGE_CURRENCIES.includes(balance.currency)
    ? (balance.currency as ChargeCurrency)
    : settings.charge_currency;
  return { amountMinor: toChargeMinor(balance.due, balance.currency, currency, rates), currency, rates };
}

/** Whether the order's balance invoice is paid (nothing left to pay online: 'déjà payé'). */
async function isBalancePaid(db: DbExecutor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "balance"), eq(invoices.status, "paid")))
    .limit(1);
  return row !== undefined;
}

/**
 * Returns the provider's page for the balance. An invoice in a currency the provider takes is charged as is; one in
 * XPF is converted at the settings' rate, like the deposit. A double click asks the provider with the same request id
 * and so finds the same payment. Throws PaymentError NOT_PAYABLE (no balance invoice issued, nothing due, order
 * cancelled), ALREADY_PAID (its invoice is paid), AMOUNT_CHANGED, PROVIDER_FAILED or NO_URL.
 */
export async function createBalanceCheckout(db: Db, options: CreateBalanceCheckoutOptions) {
  const balance = await findPayableBalance(db, options.orderId);
  if (!balance) {
    if (await isBalancePaid(db, options.orderId)) throw new PaymentError("ALREADY_PAID");
    throw new PaymentError("NOT_PAYABLE", `order ${options.orderId} has no balance to pay`);
  }
  const { amountMinor, currency, rates } = await chargeOfBalance(db, balance);
  if (amountMinor <= 0) throw new PaymentError("NOT_PAYABLE", `invoice ${balance.id} converts to nothing`);
  requireShownAmount(options.shown, { amountMinor, currency }, options.lang);

  let session;
  try {
    session = await options.provider.createCheckout({
      amountMinor,
      currency,
      // The invoice, not the order: a confirmation names what it pays, and never passes for the order's deposit.
      merchantOrderId: balance.id,
      requestId: `bal-${balance.id}-${amountMinor}${currency}`,
      kind: "balance",
      ...balanceReturnUrls(options.publicUrl, options.lang, balance.id),
      description: balance.number,
      locale: options.lang,
    });
  } catch (error) {
    throw asProviderFailure(error);
  }
  if (!session.url) throw new PaymentError("NO_URL", `provider gave no URL for invoice ${balance.id}`);
  // What was asked of the provider; the same payment found again (a double click) keeps its one row.
  await db
    .insert(balanceCheckouts)
    .values({
      invoiceId: balance.id,
      orderId: options.orderId,
      provider: options.provider.name,
      paymentReference: session.paymentId,
      amountDue: balance.due,
      invoiceCurrency: balance.currency,
      chargeMinor: amountMinor,
      chargeCurrency: currency,
      chargeRate: currency === balance.currency ? null : rates[currency],
      lang: options.lang satisfies Lang,
    })
    .onConflictDoNothing({ target: [balanceCheckouts.provider, balanceCheckouts.paymentReference] });
  return { url: session.url, amountMinor, currency, invoiceId: balance.id };
}
