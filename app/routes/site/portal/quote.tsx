// /espace/devis/:token (and /en, /zh): the buyer's private quote page (issue 18 item 2). Served without React
// (decision 006). A wrong, unknown or revoked token is the site's ordinary 404.
import { data, redirect } from "react-router";
import type { Route } from "./+types/quote";
import { getRequestInfo } from "../../../context.server.ts";
import { getClientIp } from "../../../modules/abuse/client-ip.server.ts";
import { LocaleLink } from "../../../components/locale-link.tsx";
import { PortalNotice, PortalShell, PRIMARY_LINK, SECONDARY_LINK } from "../../../components/portal/portal-shell.tsx";
import { ACCEPT_INTENT, QuoteAnswer, REFUSE_INTENT } from "../../../components/portal/quote-answer.tsx";
import { QuoteLines } from "../../../components/portal/quote-lines.tsx";
import { publicPage } from "../../../modules/routing/page-policy.ts";
import { splitDeposit } from "../../../modules/catalog/pricing.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { LOCALE_TAGS, localePath } from "../../../modules/i18n/locales.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { acceptQuote, refuseQuote } from "../../../modules/portal/answer-quote.server.ts";
import { openPortal, portalNotFound } from "../../../modules/portal/portal-access.server.ts";
import { PortalError } from "../../../modules/portal/portal-error.ts";
import { getPortalMailSettings } from "../../../modules/portal/portal-mails.server.tsx";
import { portalPdf } from "../../../modules/portal/portal-pdf.server.ts";
import { portalHeaders, portalMeta } from "../../../modules/portal/portal-headers.ts";
import { formatDay } from "../../../modules/portal/portal-format.ts";
import { loadQuoteView } from "../../../modules/portal/quote-view.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { getSettings } from "../../../modules/settings/settings.server.ts";
import { localizeQuoteView } from "../../../modules/portal/quote-text.server.ts";
import { formatMoney } from "../../../modules/format/money.ts";

export const handle = publicPage({ react: false, namespaces: ["portal", "tracking"] });

export const headers: Route.HeadersFunction = portalHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => portalMeta(loaderData?.metaTitle);

export async function loader(args: Route.LoaderArgs) {
  const { link, locale, token, services } = await openPortal(args, "quote");
  const view = await loadQuoteView(services.db, link.quoteId ?? "");
  if (!view) throw portalNotFound();
  // Catalogue texts of the lines (title, options, freight, lead time) in the page's language (ruling 18).
  const quote = await localizeQuoteView(services.db, locale, view);
  const settings = await getSettings(services.db);
  const tag = LOCALE_TAGS[locale];
  const split = splitDeposit(quote.total, settings.deposit_ratio);
  const t = getServerT(locale, "portal");
  // The SHA-256 of the very file the page's link downloads (issue 31 item 3).
  const { sha256: pdfSha256 } = await portalPdf(services, "quote", view.id);
  return {
    quote,
    pdfSha256,
    tag,
    validUntil: quote.validUntil ? formatDay(quote.validUntil, tag) : null,
    depositNote: t("quote.depositNote", {
      percent: split.percent,
      deposit: formatMoney(split.deposit, quote.currency, tag),
      balance: 100 - split.percent,
    }),
    pdfPath: localePath(locale, `/espace/devis/${token}/pdf`),
    checkoutPath: quote.orderId ? `${localePath(locale, "/checkout")}?orderId=${quote.orderId}` : null,
    // The page's heading and the site's name (issue 27 item 9).
    metaTitle: getServerT(locale)("meta.pageTitle", { heading: t("quote.title", { number: quote.number }) }),
  };
}

export async function action(args: Route.ActionArgs) {
  const { link, locale, services } = await openPortal(args, "quote");
  const formData = await readFormData(args.request);
  const quoteId = link.quoteId ?? "";
  const t = getServerT(locale, "portal");
  const mail = getPortalMailSettings(services.env);
  try {
    const intent = formData.get("intent");
    if (intent === ACCEPT_INTENT) {
      // What the page showed is checked against the PDF the link downloads now (issue 31 item 3).
      const { sha256: currentSha256 } = await portalPdf(services, "quote", quoteId);
      const { orderId } = await acceptQuote(services.db, {
        quoteId,
        lang: locale,
        mail,
        hasAcceptedTerms: formData.get("acceptTerms") === "on",
        buyer: {
          taxId: formData.get("taxId"),
          address: formData.get("address"),
          deliveryAddress: formData.get("deliveryAddress"),
        },
        signature: {
          signerName: formData.get("signerName"),
          signature: formData.get("signature"),
          shownSha256: formData.get("pdfSha256"),
          currentSha256,
          ip: getClientIp(args.request, getRequestInfo(args.context)),
          userAgent: args.request.headers.get("User-Agent"),
        },
      });
      // Issue 5's deposit checkout, for the order just made at the quote's amounts.
      return redirect(`${localePath(locale, "/checkout")}?orderId=${orderId}`, 303);
    }
    if (intent === REFUSE_INTENT) {
      const reason = formData.get("reason");
      await refuseQuote(services.db, {
        quoteId,
        lang: locale,
        mail,
        reason: typeof reason === "string" ? reason : null,
      });
      return redirect(new URL(args.request.url).pathname, 303);
    }
    return data({ error: t("errors.generic") }, { status: 400 });
  } catch (error) {
    if (error instanceof PortalError) {
      const sha256 = error.code === "PDF_CHANGED" ? (await portalPdf(services, "quote", quoteId)).sha256 : undefined;
      return data({ error: t(`errors.${error.code}`, { sha256 }) }, { status: error.status });
    }
    services.logger.error({ err: error, quoteId }, "quote answer failed");
    return data({ error: t("errors.generic") }, { status: 500 });
  }
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { quote, tag, validUntil, depositNote, pdfPath, checkoutPath, pdfSha256 } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <PortalShell
      eyebrow={t("quote.eyebrow")}
      title={t("quote.title", { number: quote.number })}
      subtitle={
        <>
          {quote.title ? <p className="font-medium text-slate-800">{quote.title}</p> : null}
          {quote.customerName ? <p>{t("quote.preparedFor", { name: quote.customerName })}</p> : null}
          {validUntil ? <p>{t("quote.validUntil", { date: validUntil })}</p> : null}
        </>
      }
    >
      {quote.state === "expired" ? (
        <PortalNotice tone="warning" title={t("quote.expiredTitle")}>
          <p>{t("quote.expiredText")}</p>
          <LocaleLink to="/devis" className={`${PRIMARY_LINK} mt-3`}>
            {t("quote.expiredCta")}
          </LocaleLink>
        </PortalNotice>
      ) : null}
      {quote.state === "accepted" ? (
        <PortalNotice tone="info" title={t("quote.acceptedTitle")}>
          <p>{t("quote.acceptedText")}</p>
          {quote.isDepositDue && checkoutPath ? (
            <a href={checkoutPath} className={`${PRIMARY_LINK} mt-3`}>
              {t("quote.payDeposit")}
            </a>
          ) : null}
        </PortalNotice>
      ) : null}
      {quote.state === "refused" ? (
        <PortalNotice tone="info" title={t("quote.refusedTitle")}>
          <p>{t("quote.refusedText")}</p>
        </PortalNotice>
      ) : null}
      {quote.state === "closed" ? (
        <PortalNotice tone="info">
          <p>{t("quote.closedText")}</p>
        </PortalNotice>
      ) : null}
      <QuoteLines lines={quote.lines} total={quote.total} currency={quote.currency} tag={tag} />
      <div className="flex flex-wrap gap-3 text-sm">
        {quote.leadTime ? (
          <p className="rounded-md bg-sand-50 px-3 py-2 text-slate-700">
            {t("quote.fact", { label: t("quote.leadTime") })} <strong>{quote.leadTime}</strong>
          </p>
        ) : null}
        <p className="rounded-md bg-sand-50 px-3 py-2 text-slate-700">
          {t("quote.fact", { label: t("quote.incoterm") })} <strong>{quote.incoterm}</strong>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={pdfPath} className={SECONDARY_LINK} download>
          {t("quote.pdf")}
        </a>
        <LocaleLink to="/cgv" className={SECONDARY_LINK}>
          {t("quote.termsLink")}
        </LocaleLink>
      </div>
      <p className="text-xs text-slate-600">
        {t("quote.pdfSha256")} <code className="font-mono break-all text-slate-800">{pdfSha256}</code>
      </p>
      {quote.state === "open" ? (
        <QuoteAnswer
          depositNote={depositNote}
          pdfSha256={pdfSha256}
          error={error}
          buyer={{
            taxId: quote.customerTaxId,
            address: quote.customerAddress,
            deliveryAddress: quote.customerDeliveryAddress,
          }}
        />
      ) : null}
      {quote.state !== "open" && error ? <PortalNotice tone="error">{error}</PortalNotice> : null}
    </PortalShell>
  );
}
