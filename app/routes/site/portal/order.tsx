// /espace/commande/:token (and /en, /zh): the buyer's order page (issue 18 item 3): the shipment's timeline, the
// amounts paid and due, the invoices, and the balance to pay online. Served without React (decision 006); a bad token is the ordinary 404.
import { data, redirect } from "react-router";
import type { Route } from "./+types/order";
import { OrderPayments, PAY_BALANCE_INTENT } from "../../../components/portal/order-payments.tsx";
import { OrderShipment } from "../../../components/portal/order-shipment.tsx";
import { OrderTimeline } from "../../../components/portal/order-timeline.tsx";
import { PortalShell } from "../../../components/portal/portal-shell.tsx";
import { publicPage } from "../../../modules/routing/page-policy.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { LOCALE_TAGS, localePath } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { isAppError } from "../../../modules/errors/app-error.ts";
import { createBalanceCheckout } from "../../../modules/payments/create-balance-checkout.server.ts";
import { getPaymentServices } from "../../../modules/payments/payment-services.server.ts";
import { loadOrderView } from "../../../modules/portal/order-view.server.ts";
import { openPortal, portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { portalHeaders, portalMeta } from "../../../modules/portal/portal-headers.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { localizeOrderView } from "../../../modules/catalog/order-product-text.server.ts";
import { formatNumber, optionLines } from "../../../modules/i18n/format.ts";
import { readShownAmount } from "../../../modules/payments/shown-amount.ts";
import { balanceErrorKey, orderPageCookie } from "../../../modules/portal/balance-return.server.ts";
import { findShipmentOfOrder } from "../../../modules/shipments/shipment-read.server.ts";

export const handle = publicPage({ react: false, namespaces: ["portal", "tracking", "shipments"] });

export const headers: Route.HeadersFunction = portalHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => portalMeta(loaderData?.metaTitle);

export async function loader(args: Route.LoaderArgs) {
  const { link, locale, token, services } = await openPortal(args, "order");
  const view = await loadOrderView(services.db, link.orderId ?? "");
  if (!view) throw portalNotFound();
  // The product's title and options in the page's language (DESIGN.md ruling 15), French where untranslated.
  const order = await localizeOrderView(services.db, locale, view);
  // Issue 30: the shipment the order travels in, whose status and dates drive its milestones.
  const shipment = await findShipmentOfOrder(services.db, order.id);
  return {
    order,
    shipment: shipment
      ? {
          reference: shipment.reference,
          status: shipment.status,
          vessel: [shipment.vessel, shipment.voyage].filter(Boolean).join(" ") || null,
          containerNumber: shipment.containerNumber,
          etd: shipment.etd,
          eta: shipment.eta,
        }
      : null,
    shipmentDocumentBase: localePath(locale, `/espace/commande/${token}/expedition/`),
    tag: LOCALE_TAGS[locale],
    locale,
    // The token lets the checkout page show the buyer's details (order-viewers.server.ts); logs redact it.
    checkoutPath: `${localePath(locale, "/checkout")}?orderId=${order.id}&token=${token}`,
    invoiceBase: localePath(locale, `/espace/commande/${token}/factures/`),
    // The page's heading and the site's name (issue 27 item 9).
    metaTitle: getServerT(locale)("meta.pageTitle", {
      heading: getServerT(locale, "tracking")("page.title", { number: order.number }),
    }),
  };
}

/** 'Payer le solde': the provider's page for exactly the balance invoice's amount due, read on the server. */
export async function action(args: Route.ActionArgs) {
  const { link, locale } = await openPortal(args, "order");
  const { db, env, provider, logger } = getPaymentServices(args.context);
  const formData = await readFormData(args.request);
  const t = getServerT(locale, "tracking");
  const orderId = link.orderId ?? "";
  if (formData.get("intent") !== PAY_BALANCE_INTENT)
    return data({ error: t("balance.errors.generic") }, { status: 400 });
  try {
    const shown = readShownAmount(formData);
    const checkout = { provider, orderId, lang: locale, publicUrl: env.PUBLIC_URL, shown };
    const { url } = await createBalanceCheckout(db, checkout);
    logger.info({ orderId, provider: provider.name }, "balance checkout created");
    // The result page links back here: the order page's own address, kept by the browser, never sent to the provider.
    return redirect(url, {
      status: 303,
      headers: { "Set-Cookie": orderPageCookie(new URL(args.request.url).pathname) },
    });
  } catch (error) {
    if (!isAppError(error, "payment")) throw error;
    logger.warn({ err: error, orderId, code: error.code }, "balance checkout refused");
    return data({ error: t(balanceErrorKey(error.code), error.params) }, { status: error.status });
  }
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tracking");
  const { order, tag, locale, checkoutPath, invoiceBase, shipment, shipmentDocumentBase } = loaderData;
  return (
    <PortalShell
      eyebrow={t("page.eyebrow")}
      title={t("page.title", { number: order.number })}
      subtitle={
        <>
          {order.quoteNumber ? <p>{t("page.fromQuote", { number: order.quoteNumber })}</p> : null}
          {order.productId ? (
            <p>
              {order.productTitle} × {formatNumber(order.qty, locale)}
              {order.options.length > 0 ? ` — ${optionLines(order.options, locale).join(" · ")}` : null}
            </p>
          ) : order.quoteNumber ? null : (
            <p>{order.title}</p>
          )}
        </>
      }
    >
      <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
        <OrderTimeline timeline={order.timeline} tag={tag} />
        <div className="space-y-8">
          {shipment ? <OrderShipment shipment={shipment} tag={tag} documentBase={shipmentDocumentBase} /> : null}
          <OrderPayments
            order={order}
            tag={tag}
            checkoutPath={checkoutPath}
            invoicePath={(invoiceId) => `${invoiceBase}${invoiceId}`}
            error={actionData?.error ?? null}
          />
        </div>
      </div>
    </PortalShell>
  );
}
