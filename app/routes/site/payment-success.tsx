// /payment/success?orderId=…: where the card payment's hosted page sends the buyer back. The page says
// 'Paiement confirmé !' only once the server knows (webhook or status query); until then it checks again.
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-success";
import { LocaleLink } from "../../components/locale-link.tsx";
import { CardOrderSummary } from "../../components/payment/card-order-summary.tsx";
import { PaymentStatusWatcher } from "../../components/payment/payment-status-watcher.tsx";
import {
  PRIMARY_BUTTON,
  ResultShell,
  ResultWithLink,
  SECONDARY_BUTTON,
} from "../../components/payment/result-shell.tsx";
import { localePath } from "../../modules/i18n/locales.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { loadCardOrderView, PRIVATE_PAGE_HEADERS } from "../../modules/payments/payment-page-data.server.ts";
import { getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { cardResultHeading, cardRetryPath } from "../../modules/payments/result-headings.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const handle = publicPage({ namespaces: ["payment", "forms"] });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requirePageLocale(params);
  const orderId = new URL(request.url).searchParams.get("orderId");
  if (!orderId) throw redirect(localePath(locale, "/"));
  const order = await loadCardOrderView(context, orderId, locale);
  const heading = order ? cardResultHeading(order.status) : "result.notFound";
  const title = getServerT(locale)("meta.pageTitle", { heading: getPaymentT(locale)(heading) });
  if (!order) return data({ order: null, heading, title }, { status: 404 });
  return { order, heading, title };
}

export default function PaymentSuccess() {
  const { t } = useTranslation("payment");
  const { order, heading } = useLoaderData<typeof loader>();
  if (!order) {
    return <ResultWithLink tone="failure" title={t("result.notFound")} to="/" label={t("result.home")} />;
  }
  const tone = order.status === "paid" ? "success" : order.status === "pending" ? "pending" : "failure";
  const retryTo = cardRetryPath(order);
  return (
    <ResultShell tone={tone} title={t(heading)}>
      <PaymentStatusWatcher kind="card" orderId={order.id} status={order.status} />
      {order.status === "pending" ? <p className="text-center text-slate-700">{t("result.pendingText")}</p> : null}
      {order.status === "failed" ? <p className="text-center text-slate-700">{t("result.failedText")}</p> : null}
      {order.status === "cancelled" ? <p className="text-center text-slate-700">{t("result.cancelledText")}</p> : null}
      <CardOrderSummary order={order} />
      {order.status === "paid" ? (
        <p className="text-center text-sm text-slate-600">{t("result.emailSent", { email: order.buyerEmail })}</p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {order.status === "failed" || order.status === "cancelled" ? (
          <LocaleLink to={retryTo} className={PRIMARY_BUTTON}>
            {t("result.retry")}
          </LocaleLink>
        ) : null}
        {order.status === "pending" ? (
          <a href={`?orderId=${order.id}`} className={SECONDARY_BUTTON}>
            {t("result.checkAgain")}
          </a>
        ) : null}
        <LocaleLink to="/" className={order.status === "paid" ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
          {t("result.home")}
        </LocaleLink>
        <LocaleLink to="/shop" className={SECONDARY_BUTTON}>
          {t("result.shop")}
        </LocaleLink>
      </div>
    </ResultShell>
  );
}
