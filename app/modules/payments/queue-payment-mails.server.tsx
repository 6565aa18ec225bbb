// The two messages of a confirmed payment, written into the outbox inside the transaction that marks it paid.
import { eq } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { cardPaymentOrders, customers, invoices, orders, products, type ChosenOption } from "../../db/schema/index.ts";
import { loadProductTextSource } from "../catalog/order-product-text.server.ts";
import { localizeOrderProduct } from "../catalog/order-product-text.ts";
import { splitDeposit, type ShippingUnit } from "../catalog/pricing.ts";
import { formatMoney, formatNumber, optionLines } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { PaymentConfirmation } from "../mail/templates/payment-confirmation.tsx";
import { PaymentNotification } from "../mail/templates/payment-notification.tsx";
import { balanceTermsText } from "../settings/balance-terms.ts";
import { amountDue } from "../documents/document-lines.ts";
import { createCustomerLink } from "../portal/customer-links.server.ts";
import { portalUrl } from "../portal/portal-paths.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import { cardReturnUrls, depositReturnUrls } from "./payment-urls.ts";
import type { PaymentKind, PaymentStatus } from "./provider.ts";
import { orderNumber } from "../sales/order-number.ts";
import type { Currency } from "../money/currency.ts";

export type PaymentMailSettings = { notifyTo: string; publicUrl: string; company: MailCompany };

type QueuePaymentMailsOptions = {
  kind: PaymentKind;
  orderId: string;
  /** For a balance: the invoice it paid. */
  invoiceId?: string;
  payment: PaymentStatus;
  settings: PaymentMailSettings;
};

type MailFacts = {
  lang: Locale;
  email: string;
  name: string | null;
  productId: string | null;
  productSlug: string | null;
  product: string;
  quantity: number;
  options: ChosenOption[];
  shipping: { unit: ShippingUnit; count: number } | null;
  paid: { amount: number; currency: Currency };
  totalXpf: number | null;
  depositPercent?: number;
  invoiceNumber?: string;
  balance?: { amount: number; currency: Currency };
  orderUrl: string;
};

export async function queuePaymentMails(tx: DbTransaction, options: QueuePaymentMailsOptions): Promise<void> {
  const facts =
    options.kind === "card"
      ? await cardFacts(tx, options)
      : options.kind === "balance"
        ? await balanceFacts(tx, options)
        : await depositFacts(tx, options);
  if (!facts) return;
  const reference = orderNumber(options.orderId);
  const company = await loadMailCompany(tx, options.settings.company);
  const settings = await getSettings(tx);
  // The product's title and options in each message's language, French where untranslated (ruling 15).
  const source = await loadProductTextSource(tx, { productId: facts.productId });
  const buyerRows = (lang: Locale, withInternal: boolean): LeadFieldRow[] => {
    const t = getMailT(lang);
    const money = (m: { amount: number; currency: Currency }) => formatMoney(m.amount, m.currency, lang);
    const product = localizeOrderProduct(
      lang,
      { productSlug: facts.productSlug, productTitle: facts.product, options: facts.options },
      source,
    );
    const rows: Array<[string, string | null]> = [
      ["reference", reference],
      ["type", withInternal ? t(`payment:mail.kinds.${options.kind}`) : null],
      ["invoice", facts.invoiceNumber ?? null],
      ["product", `${product.title} × ${formatNumber(facts.quantity, lang)}`],
      ["options", optionLines(product.options, lang).join("\n") || null],
      [
        "shippingUnits",
        facts.shipping ? t(`payment:shipping.units.${facts.shipping.unit}`, { count: facts.shipping.count }) : null,
      ],
      ["email", withInternal ? facts.email : null],
      ["name", withInternal ? facts.name : null],
      ["total", facts.totalXpf !== null ? formatMoney(facts.totalXpf, "XPF", lang) : null],
      [
        "paid",
        `${money(facts.paid)}${facts.depositPercent ? ` (${t("payment:mail.depositPercent", { percent: facts.depositPercent })})` : ""}`,
      ],
      ["balance", facts.balance ? money(facts.balance) : null],
      ["paymentId", withInternal ? options.payment.paymentId : null],
    ];
    // The balance is named as the terms of sale name it (DESIGN.md ruling 12).
    const label = (key: string) =>
      key === "balance" && facts.depositPercent
        ? t("payment:checkout.balance", {
            percent: 100 - facts.depositPercent,
            terms: balanceTermsText(settings, lang),
          })
        : t(`payment:mail.fields.${key}`);
    return rows
      .filter((row): row is [string, string] => Boolean(row[1]))
      .map(([key, value]) => ({ label: label(key), value }));
  };

  const t = getMailT(facts.lang);
  const subject = oneLine(t("payment:mail.subject", { reference }));
  const confirmation = renderMail(
    <PaymentConfirmation
      lang={facts.lang}
      subject={subject}
      kind={options.kind}
      name={facts.name}
      rows={buyerRows(facts.lang, false)}
      orderUrl={facts.orderUrl}
      balanceTerms={balanceTermsText(settings, facts.lang)}
      company={company}
    />,
  );
  await enqueueMail(tx, { to: facts.email, subject, ...confirmation });

  const fr = getMailT("fr");
  const paidFr = formatMoney(facts.paid.amount, facts.paid.currency, "fr");
  const notifySubject = oneLine(fr("payment:mail.notifySubject", { reference, amount: paidFr }));
  const adminPath = options.kind === "card" ? "/admin/airwallex-orders" : "/admin/orders";
  const notification = renderMail(
    <PaymentNotification
      subject={notifySubject}
      rows={buyerRows("fr", true)}
      adminUrl={new URL(adminPath, options.settings.publicUrl).toString()}
      company={company}
    />,
  );
  const to = notificationRecipient(settings, options.settings.notifyTo);
  await enqueueMail(tx, { to, subject: notifySubject, ...notification });
}

async function cardFacts(
  tx: DbTransaction,
  { orderId, settings }: QueuePaymentMailsOptions,
): Promise<MailFacts | undefined> {
  const [row] = await tx
    .select({
      lang: cardPaymentOrders.lang,
      email: cardPaymentOrders.buyerEmail,
      amount: cardPaymentOrders.amountCents,
      currency: cardPaymentOrders.currency,
      amountXpf: cardPaymentOrders.amountXpf,
      quantity: cardPaymentOrders.quantity,
      options: cardPaymentOrders.options,
      shippingUnit: cardPaymentOrders.shippingUnit,
      shippingUnitCount: cardPaymentOrders.shippingUnitCount,
      productId: cardPaymentOrders.productId,
      slug: cardPaymentOrders.productSlug,
      title: products.title,
    })
    .from(cardPaymentOrders)
    .leftJoin(products, eq(products.id, cardPaymentOrders.productId))
    .where(eq(cardPaymentOrders.id, orderId));
  if (!row) return undefined;
  return {
    lang: row.lang,
    email: row.email,
    name: null,
    productId: row.productId,
    productSlug: row.slug,
    product: row.title ?? row.slug ?? "—",
    quantity: row.quantity,
    options: row.options,
    shipping: shippingOf(row),
    paid: { amount: row.amount, currency: row.currency },
    totalXpf: row.amountXpf,
    orderUrl: cardReturnUrls(settings.publicUrl, row.lang, orderId).successUrl,
  };
}

/** What the deposit and balance mails say of the order and its buyer (joined with customers and products). */
const ORDER_FACT_COLUMNS = {
  lang: orders.lang,
  email: customers.email,
  name: customers.fullName,
  amount: orders.amount,
  currency: orders.currency,
  quantity: orders.qty,
  options: orders.options,
  shippingUnit: orders.shippingUnit,
  shippingUnitCount: orders.shippingUnitCount,
  productId: orders.productId,
  slug: orders.productSlug,
  title: products.title,
};

type OrderFactRow = {
  lang: Locale;
  email: string;
  name: string | null;
  quantity: number;
  options: ChosenOption[];
  shippingUnit: ShippingUnit | null;
  shippingUnitCount: number | null;
  productId: string | null;
  slug: string;
  title: string | null;
};

function orderFacts(row: OrderFactRow) {
  return {
    lang: row.lang,
    email: row.email,
    name: row.name,
    productId: row.productId,
    productSlug: row.slug,
    product: row.title ?? row.slug,
    quantity: row.quantity,
    options: row.options,
    shipping: shippingOf(row),
  };
}

async function depositFacts(
  tx: DbTransaction,
  { orderId, payment, settings }: QueuePaymentMailsOptions,
): Promise<MailFacts | undefined> {
  const [row] = await tx
    .select({ ...ORDER_FACT_COLUMNS, ratio: orders.depositRatio })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const split = splitDeposit(row.amount, Number(row.ratio));
  const paidCurrency = (payment.currency ?? row.currency) as Currency;
  return {
    ...orderFacts(row),
    paid:
      payment.amountMinor !== null
        ? { amount: payment.amountMinor, currency: paidCurrency }
        : { amount: split.deposit, currency: row.currency },
    totalXpf: row.currency === "XPF" ? row.amount : null,
    depositPercent: split.percent,
    balance: { amount: split.balance, currency: row.currency },
    orderUrl: depositReturnUrls(settings.publicUrl, row.lang, orderId).successUrl,
  };
}

/** The balance invoice paid from the buyer's page: the mail's button opens their order page through a new link. */
async function balanceFacts(
  tx: DbTransaction,
  { orderId, invoiceId, payment, settings }: QueuePaymentMailsOptions,
): Promise<MailFacts | undefined> {
  if (!invoiceId) return undefined;
  const [row] = await tx
    .select({
      ...ORDER_FACT_COLUMNS,
      invoiceNumber: invoices.number,
      invoiceCurrency: invoices.currency,
      invoiceTotal: invoices.amountTotal,
      invoicePaid: invoices.amountPaid,
      invoiceCredited: invoices.amountCredited,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(invoices, eq(invoices.id, invoiceId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const token = await createCustomerLink(tx, { kind: "order", orderId });
  return {
    ...orderFacts(row),
    paid: { amount: payment.amountMinor ?? 0, currency: (payment.currency ?? row.invoiceCurrency) as Currency },
    totalXpf: row.currency === "XPF" ? row.amount : null,
    invoiceNumber: row.invoiceNumber,
    balance: {
      amount: amountDue({
        amountTotal: row.invoiceTotal,
        amountPaid: row.invoicePaid,
        amountCredited: row.invoiceCredited,
      }),
      currency: row.invoiceCurrency,
    },
    orderUrl: portalUrl(settings.publicUrl, row.lang, "order", token),
  };
}

function shippingOf(row: { shippingUnit: ShippingUnit | null; shippingUnitCount: number | null }) {
  return row.shippingUnit && row.shippingUnitCount ? { unit: row.shippingUnit, count: row.shippingUnitCount } : null;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").slice(0, 900);
}
