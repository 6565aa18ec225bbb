// /espace/solde/:invoiceId (and /en, /zh): where the payment provider sends the buyer back after paying the balance
// (issue 18 item 3). The return address carries the invoice's id, never the order page's token, so the key to the
// order page is not handed to the provider. Says whether the payment is confirmed (asking the provider while it is
// pending) and nothing more than the invoice's number and the amount charged. Served without React (decision 006).
import type { Route } from "./+types/balance-result";
import { LocaleLink } from "../../../components/locale-link.tsx";
import { PortalNotice, PortalShell, PRIMARY_LINK } from "../../../components/portal/portal-shell.tsx";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { LOCALE_TAGS, isLocale, type Locale } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { loadBalanceResult } from "../../../modules/portal/balance-result.server.ts";
import { readOrderPageCookie } from "../../../modules/portal/balance-return.server.ts";
import { portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { portalHeaders, portalMeta } from "../../../modules/portal/portal-headers.ts";
import { publicPage } from "../../../modules/routing/page-policy.ts";
import { formatMoney } from "../../../modules/format/money.ts";

export const handle = publicPage({ react: false, namespaces: ["portal", "tracking"] });

export const headers: Route.HeadersFunction = portalHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => portalMeta(loaderData?.metaTitle);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale: Locale = isLocale(params.lang) ? params.lang : "fr";
  const result = await loadBalanceResult(context, params.invoiceId);
  if (!result) throw portalNotFound();
  const isCancelled = new URL(request.url).searchParams.has("annule");
  const state = result.isPaid ? "paid" : isCancelled ? "cancelled" : "pending";
  return {
    state,
    number: result.number,
    amount: formatMoney(result.chargeMinor, result.chargeCurrency, LOCALE_TAGS[locale]),
    orderPath: readOrderPageCookie(request),
    metaTitle: getServerT(locale, "tracking")("balance.metaTitle"),
  };
}

export default function BalanceResultPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tracking");
  const { state, number, amount, orderPath } = loaderData;
  return (
    <PortalShell
      eyebrow={t("balance.eyebrow")}
      title={t(`balance.${state}Title`)}
      subtitle={<p>{t("balance.invoice", { number, amount })}</p>}
    >
      <PortalNotice tone={state === "cancelled" ? "warning" : "info"}>
        <p>{t(`balance.${state}Text`)}</p>
      </PortalNotice>
      {orderPath ? (
        <a href={orderPath} className={PRIMARY_LINK}>
          {t("balance.backToOrder")}
        </a>
      ) : (
        <LocaleLink to="/" className={PRIMARY_LINK}>
          {t("balance.home")}
        </LocaleLink>
      )}
    </PortalShell>
  );
}
