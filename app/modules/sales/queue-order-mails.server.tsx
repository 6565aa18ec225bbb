// The two messages of a new order, written into the outbox inside the order's transaction.
import type { DbExecutor } from "../../db/db.server.ts";
import type { ChosenOption, Lang } from "../../db/schema/index.ts";
import { loadProductTextSource } from "../catalog/order-product-text.server.ts";
import { localizeOrderProduct, type OrderProductText } from "../catalog/order-product-text.ts";
import { splitDeposit, type ShippingUnit } from "../catalog/pricing.ts";
import { formatMoney, formatNumber, formatPercent, optionLines } from "../i18n/format.ts";
import { localePath } from "../i18n/locales.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { formatTahitiDateTime } from "../format/tahiti-date.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { OrderAcknowledgement } from "../mail/templates/order-acknowledgement.tsx";
import { OrderNotification } from "../mail/templates/order-notification.tsx";
import { balanceTermsText } from "../settings/balance-terms.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { UpsertCustomerOptions } from "./upsert-customer.server.ts";
import { orderNumber } from "./order-number.ts";

export type QueueOrderMailsOptions = {
  orderId: string;
  createdAt: Date;
  customer: UpsertCustomerOptions;
  /** Null when the product is not in the catalogue: the frozen French texts are shown. */
  productId: string | null;
  productSlug: string;
  productTitle: string;
  qty: number;
  unitXpf: number;
  /** Freight of the shipping units the quantity needs. */
  freightXpf: number;
  shipping: { unit: ShippingUnit; count: number };
  amountXpf: number;
  depositRatio: number;
  options: ChosenOption[];
  notes: string | null;
  projectType: string | null;
  lang: Lang;
  clientIp: string;
  /** The environment's BUSINESS_EMAIL: the business's notification goes there when the settings name no contact email. */
  notifyTo: string;
  /** PUBLIC_URL: links to /admin/orders and to the checkout. */
  siteUrl: string;
  company: MailCompany;
};

/** Queues the business notification (French, every field, link to /admin/orders) and the buyer's acknowledgement. */
export async function queueOrderMails(db: DbExecutor, order: QueueOrderMailsOptions): Promise<void> {
  const origin = order.siteUrl.replace(/\/+$/, "");
  const company = await loadMailCompany(db, order.company);
  const settings = await getSettings(db);
  // The product's title, options and lead time in each message's language, French where untranslated (ruling 15).
  const source = await loadProductTextSource(db, { productId: order.productId });
  const rowsIn = (lang: Lang, withInternal: boolean) =>
    orderRows(order, localizeOrderProduct(lang, order, source), lang, withInternal, balanceTermsText(settings, lang));
  const number = orderNumber(order.orderId);
  const fr = getMailT("fr");
  const subject = oneLine(fr("product:orderMail.notifySubject", { number, name: order.customer.fullName.trim() }));
  const notification = renderMail(
    <OrderNotification
      subject={subject}
      rows={rowsIn("fr", true)}
      ordersUrl={`${origin}/admin/orders`}
      company={company}
    />,
  );
  await enqueueMail(db, { to: notificationRecipient(settings, order.notifyTo), subject, ...notification });

  const t = getMailT(order.lang);
  const checkoutUrl = `${origin}${localePath(order.lang, `/checkout?orderId=${order.orderId}`)}`;
  const ack = renderMail(
    <OrderAcknowledgement
      lang={order.lang}
      name={order.customer.fullName.trim()}
      orderNumber={number}
      rows={rowsIn(order.lang, false)}
      checkoutUrl={checkoutUrl}
      company={company}
    />,
  );
  await enqueueMail(db, {
    to: order.customer.email.trim().toLowerCase(),
    subject: oneLine(t("product:orderMail.ackSubject", { number })),
    ...ack,
  });
}

function orderRows(
  order: QueueOrderMailsOptions,
  product: OrderProductText,
  lang: Lang,
  withInternal: boolean,
  terms: string,
): LeadFieldRow[] {
  const t = getMailT(lang);
  const money = (xpf: number) => formatMoney(xpf, "XPF", lang);
  const { deposit, balance, percent } = splitDeposit(order.amountXpf, order.depositRatio);
  const rows: Array<[string, string | null | undefined]> = [
    ["orderNumber", orderNumber(order.orderId)],
    ["name", order.customer.fullName],
    ["email", order.customer.email],
    ["phone", order.customer.phone],
    ["company", order.customer.company],
    ["location", order.customer.location],
    ["product", withInternal ? `${product.title} (${order.productSlug})` : product.title],
    ["quantity", formatNumber(order.qty, lang)],
    ["options", optionLines(product.options, lang).join("\n")],
    ["unitPrice", money(order.unitXpf)],
    ["shippingUnits", t(`payment:shipping.units.${order.shipping.unit}`, { count: order.shipping.count })],
    ["freight", order.freightXpf > 0 ? money(order.freightXpf) : null],
    ["total", money(order.amountXpf)],
    ["deposit", `${money(deposit)} (${formatPercent(percent, lang)})`],
    ["balance", `${money(balance)} (${formatPercent(100 - percent, lang)})`],
    ["leadtime", product.leadtime],
    ["projectType", order.projectType ? t(`product:form.projectTypes.${order.projectType}`) : null],
    ["notes", order.notes],
    ["lang", withInternal ? order.lang : null],
    ["clientIp", withInternal ? order.clientIp : null],
    ["date", withInternal ? formatTahitiDateTime(order.createdAt) : null],
  ];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]?.trim()))
    .map(([key, value]) => ({ label: t(`product:orderMail.fields.${key}`, { terms }), value }));
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").slice(0, 900);
}
