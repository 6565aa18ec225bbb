// /thank-you: after the custom quote page (no order) and after the deposit payment (?orderId=…), DESIGN.md ruling 6.
// ?cancelled → 'Paiement annulé'. With an order, 'paid' is shown only once the server knows it.
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/thank-you";
import { LocaleLink, useLocale } from "../../components/locale-link.tsx";
import { PaymentStatusWatcher } from "../../components/payment/payment-status-watcher.tsx";
import {
  PRIMARY_BUTTON,
  ResultShell,
  ResultWithLink,
  SECONDARY_BUTTON,
} from "../../components/payment/result-shell.tsx";
import { getServices } from "../../context.server.ts";
import { balanceTermsText } from "../../modules/settings/balance-terms.ts";
import { getSettings } from "../../modules/settings/settings.server.ts";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { loadDepositOrderView, PRIVATE_PAGE_HEADERS } from "../../modules/payments/payment-page-data.server.ts";
import { getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { thankYouHeading } from "../../modules/payments/result-headings.ts";
import { optionLines } from "../../modules/i18n/format.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";
import { customerOrderNumber } from "../../modules/sales/order-number.ts";
import { formatMoney } from "../../modules/format/money.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const handle = publicPage({ namespaces: ["payment", "forms"] });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("orderId");
  const isCancelled = url.searchParams.has("cancelled");
  const locale = requirePageLocale(params);
  const hasOrderId = Boolean(orderId);
  const titleFor = (heading: string) => getServerT(locale)("meta.pageTitle", { heading: getPaymentT(locale)(heading) });
  const { env, db } = getServices(context);
  const sender = env.MAIL_FROM;
  if (!orderId || isCancelled) {
    const heading = thankYouHeading({ isCancelled, hasOrderId, orderStatus: null });
    return { heading, title: titleFor(heading), sender, isCancelled, hasOrderId, order: null };
  }
  const order = await loadDepositOrderView(context, orderId, locale);
  // The balance line says when it is due, as the settings word it (DESIGN.md ruling 12).
  const balanceTerms = balanceTermsText(await getSettings(db), locale);
  const heading = thankYouHeading({ isCancelled, hasOrderId, orderStatus: order?.status ?? null });
  return data(
    { heading, title: titleFor(heading), sender, isCancelled, hasOrderId, order: order && { ...order, balanceTerms } },
    {
      status: order ? 200 : 404,
    },
  );
}

export default function ThankYou() {
  const { t } = useTranslation("payment");
  const { heading, sender, isCancelled, hasOrderId, order } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  if (isCancelled) {
    return (
      <ResultWithLink tone="failure" title={t(heading)} to="/shop" label={t("result.shop")}>
        <p className="text-center text-slate-700">{t("result.cancelledText")}</p>
      </ResultWithLink>
    );
  }
  if (hasOrderId && !order) {
    return <ResultWithLink tone="failure" title={t(heading)} to="/" label={t("result.home")} />;
  }
  if (order?.status === "cancelled") {
    return (
      <ResultWithLink tone="failure" title={t(heading)} to="/#contact" label={t("result.contact")}>
        <p className="text-center text-slate-700">{t("checkout.orderCancelled")}</p>
      </ResultWithLink>
    );
  }
  const isPending = order !== null && order.status === "pending";
  return (
    <ResultShell tone={isPending ? "pending" : "success"} title={t(heading)}>
      {order ? <PaymentStatusWatcher kind="deposit" orderId={order.id} status={order.status} /> : null}
      <div className="space-y-2 text-center text-slate-700">
        <p>{isPending ? t("result.pendingText") : order ? t("result.depositConfirmed") : t("result.thankYouText")}</p>
        {order ? (
          <p className="font-medium">{t("result.reference", { reference: customerOrderNumber(order.id) })}</p>
        ) : null}
        {order ? (
          <p className="text-sm">
            {order.productTitle} × {order.qty}
          </p>
        ) : null}
        {order && order.options.length > 0 ? (
          <p className="text-sm">{optionLines(order.options, locale).join(" · ")}</p>
        ) : null}
        {order?.paid ? (
          <p className="text-lg font-semibold text-brand-800">
            {t("result.depositPaidAmount", { amount: formatMoney(order.paid.amount, order.paid.currency, tag) })}
          </p>
        ) : null}
        {order?.paid ? (
          <p className="text-sm">
            {t("result.balanceDue", {
              percent: 100 - order.balance.percent,
              terms: order.balanceTerms,
              amount: formatMoney(order.balance.balance, order.balance.currency, tag),
            })}
          </p>
        ) : null}
        {!isPending ? <p className="text-sm">{t("result.senderNote", { sender })}</p> : null}
      </div>
      {!isPending ? (
        <section aria-labelledby="next-steps" className="rounded-lg border border-slate-200 bg-sand-50 p-5">
          <h2 id="next-steps" className="font-semibold text-slate-900">
            {t("result.nextStepsTitle")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>{t("result.nextSteps.review")}</li>
            {/* A custom quote request has no order yet: its next step is the quote, not the factory. */}
            {order ? <li>{t("result.nextSteps.production")}</li> : <li>{t("result.quoteSteps.quote")}</li>}
            {order ? <li>{t("result.nextSteps.shipping")}</li> : <li>{t("result.quoteSteps.decide")}</li>}
          </ol>
        </section>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {isPending && order ? (
          <a href={`?orderId=${order.id}`} className={SECONDARY_BUTTON}>
            {t("result.checkAgain")}
          </a>
        ) : null}
        <LocaleLink to="/shop" className={PRIMARY_BUTTON}>
          {t("result.shop")}
        </LocaleLink>
        <LocaleLink to="/#contact" className={SECONDARY_BUTTON}>
          {t("result.contact")}
        </LocaleLink>
      </div>
    </ResultShell>
  );
}
