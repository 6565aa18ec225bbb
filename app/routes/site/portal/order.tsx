// /espace/commande/:token (and /en, /zh): the buyer's order page (issue 18 item 3): the shipment's timeline, the
// amounts paid and due, the invoices. Served without React (decision 006); a bad token is the ordinary 404.
import type { Route } from "./+types/order";
import { OrderPayments } from "../../../components/portal/order-payments.tsx";
import { OrderTimeline } from "../../../components/portal/order-timeline.tsx";
import { PortalShell } from "../../../components/portal/portal-shell.tsx";
import { publicPage } from "../../../modules/routing/page-policy.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { LOCALE_TAGS, localePath } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { loadOrderView } from "../../../modules/portal/order-view.server.ts";
import { openPortal, portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { portalHeaders, portalMeta } from "../../../modules/portal/portal-headers.ts";

export const handle = publicPage({ react: false, namespaces: ["portal", "tracking"] });

export const headers: Route.HeadersFunction = portalHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => portalMeta(loaderData?.metaTitle);

export async function loader(args: Route.LoaderArgs) {
  const { link, locale, token, services } = await openPortal(args, "order");
  const order = await loadOrderView(services.db, link.orderId ?? "");
  if (!order) throw portalNotFound();
  return {
    order,
    tag: LOCALE_TAGS[locale],
    checkoutPath: `${localePath(locale, "/checkout")}?orderId=${order.id}`,
    invoiceBase: localePath(locale, `/espace/commande/${token}/factures/`),
    metaTitle: getServerT(locale, "portal")("meta.orderTitle", { number: order.number }),
  };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tracking");
  const { order, tag, checkoutPath, invoiceBase } = loaderData;
  return (
    <PortalShell
      eyebrow={t("page.eyebrow")}
      title={t("page.title", { number: order.number })}
      subtitle={<p>{order.quoteNumber ? t("page.fromQuote", { number: order.quoteNumber }) : order.title}</p>}
    >
      <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
        <OrderTimeline timeline={order.timeline} tag={tag} />
        <div className="space-y-8">
          <OrderPayments
            order={order}
            tag={tag}
            checkoutPath={checkoutPath}
            invoicePath={(invoiceId) => `${invoiceBase}${invoiceId}`}
          />
        </div>
      </div>
    </PortalShell>
  );
}
