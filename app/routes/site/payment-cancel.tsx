// /payment/cancel?orderId=…: the card payment was cancelled (or declined) on the hosted page. Shows the order,
// an explanation, a retry to the product page when known (else /shop) and a contact link (storefront §2).
import { useTranslation } from "../../modules/i18n/react.tsx";
import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-cancel";
import { LocaleLink } from "../../components/locale-link.tsx";
import { CardOrderSummary } from "../../components/payment/card-order-summary.tsx";
import { PRIMARY_BUTTON, ResultShell, SECONDARY_BUTTON } from "../../components/payment/result-shell.tsx";
import { localePath } from "../../modules/i18n/locales.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { cancelResultHeading, cardRetryPath } from "../../modules/payments/result-headings.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { loadCardOrderView, PRIVATE_PAGE_HEADERS } from "../../modules/payments/payment-page-data.server.ts";
import { getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const handle = publicPage({ namespaces: ["payment", "forms"] });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requirePageLocale(params);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("orderId");
  const titleFor = (heading: string) => getServerT(locale)("meta.pageTitle", { heading: getPaymentT(locale)(heading) });
  if (!orderId) {
    const heading = cancelResultHeading(url.searchParams.get("failed") === "1");
    return { order: null, heading, title: titleFor(heading) };
  }
  // A paid order has nothing to cancel: its confirmation page says so.
  const order = await loadCardOrderView(context, orderId, locale);
  if (order?.status === "paid") throw redirect(`${localePath(locale, "/payment/success")}?orderId=${order.id}`);
  // A load failure only leaves the details out (storefront §2: "a load error is only logged").
  const heading = cancelResultHeading(order?.status === "failed" || url.searchParams.get("failed") === "1");
  return { order, heading, title: titleFor(heading) };
}

export default function PaymentCancel() {
  const { t } = useTranslation("payment");
  const { order, heading } = useLoaderData<typeof loader>();
  const isDeclined = heading === cancelResultHeading(true);
  // Back to the sheet with the quantity and options of the attempt (issue 27 item 9).
  const retryTo = order ? cardRetryPath(order) : "/shop";
  return (
    <ResultShell tone="failure" title={t(heading)}>
      <p className="text-center text-slate-700">{isDeclined ? t("result.failedText") : t("result.cancelledText")}</p>
      {order ? <CardOrderSummary order={order} /> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <LocaleLink to={retryTo} className={PRIMARY_BUTTON}>
          {t("result.retry")}
        </LocaleLink>
        <LocaleLink to="/#contact" className={SECONDARY_BUTTON}>
          {t("result.contact")}
        </LocaleLink>
      </div>
    </ResultShell>
  );
}
