import { data, useLoaderData, useActionData } from "react-router";
import { pageTitle } from "../../modules/seo/page-title.ts";
import { readPageSettings } from "../../modules/page-cache/page-data.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { Route } from "./+types/home";
import { CasesSection } from "../../components/home/cases-section.tsx";
import { loadAsDocument } from "../../components/static-page/static-page-context.tsx";
import { FormFailureToast } from "../../components/static-page/form-failure-toast.tsx";
import { publicPage } from "../../modules/routing/page-policy.ts";
import { ContactSection } from "../../components/home/contact-section.tsx";
import { useSiteCompany } from "../../components/layout/use-site-company.ts";
import { FeaturedSection } from "../../components/home/featured-section.tsx";
import { HeroSection } from "../../components/home/hero-section.tsx";
import { HOME_QUOTE_INTENT, type HomeQuoteActionData, HomeQuoteForm } from "../../components/home/home-quote-form.tsx";
import { MethodSection } from "../../components/home/method-section.tsx";
import { SectionHeading } from "../../components/home/section-heading.tsx";
import { ServicesSection } from "../../components/home/services-section.tsx";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { listFeaturedProducts } from "../../modules/catalog/list-featured-products.server.ts";
import { formatXpfForDisplay } from "../../modules/catalog/pricing.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { LOCALE_TAGS, localePath } from "../../modules/i18n/locales.ts";
import { getFormConstraint } from "../../modules/forms/form-constraint.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { HomeQuoteSchema } from "../../modules/sales/home-quote-schema.ts";
import { getLeadFormRejection } from "../../modules/sales/lead-form-response.server.ts";
import { getLeadMailSettings } from "../../modules/sales/lead-mail-settings.server.ts";
import { submitLeadForm } from "../../modules/sales/submit-lead-form.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo } from "../../modules/seo/seo.ts";
import { getDisplayRate } from "../../modules/settings/settings.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { passRetryAfter } from "../../modules/abuse/retry-after-header.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

// Served without React's scripts (decision 006): HTML, CSS and one inline script for the carousel and the form.
export const handle = publicPage({ cache: "shared", react: false, namespaces: ["home", "forms"] });

/** One path: the server's HTML and its inline script, even when a React page links here. */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildPageMeta({
    seo: loaderData?.seo,
    // The page's heading and the site's name, as on every public page (issue 27 item 9).
    title: pageTitle(
      getMetaText(matches, "home:hero.title"),
      getMetaText(matches, "common:meta.pageTitle", { heading: getMetaText(matches, "home:hero.title") }),
    ),
    description: getMetaText(matches, "home:meta.description"),
  });

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const locale = requirePageLocale(params);
  const settings = await readPageSettings(context);
  const display = getDisplayRate(settings, locale);
  const products = await listFeaturedProducts(db, { xpfPerUsd: settings.xpf_per_usd, locale });
  return {
    seo: getSeoInfo(request, env.PUBLIC_URL),
    featured: products.map(({ priceXpf, ...product }) => ({
      ...product,
      priceLabel: priceXpf > 0 ? formatXpfForDisplay(priceXpf, display, LOCALE_TAGS[locale]) : null,
    })),
    // The note under the carousel reads 'N XPF per unit' (one rate per currency, DESIGN.md ruling 1).
    displayRate: { currency: display.currency, rate: display.xpfPerUnit },
    constraint: getFormConstraint(HomeQuoteSchema),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env } = getServices(context);
  const requestInfo = getRequestInfo(context);
  const locale = requirePageLocale(params);
  const formData = await readFormData(request);
  if (formData.get("intent") !== HOME_QUOTE_INTENT) {
    return data({ intent: "unknown", error: "forms:errors.unknownIntent" }, { status: 400 });
  }
  const outcome = await submitLeadForm(db, {
    formData,
    schema: HomeQuoteSchema,
    lang: locale,
    clientIp: getClientIp(request, requestInfo),
    mail: getLeadMailSettings(env),
    toLead: (quote) => ({
      source: "home",
      customer: { email: quote.email, fullName: quote.name, phone: quote.phone, location: quote.location },
      projectType: quote.projectType,
      message: quote.message,
      location: quote.location,
    }),
  });
  const rejection = getLeadFormRejection(outcome, {
    intent: HOME_QUOTE_INTENT,
    messages: { failure: { title: "home:quote.errorTitle", description: "home:quote.errorText" } },
    logger: requestInfo.logger,
  });
  if (rejection) return rejection;
  // Accepted, a duplicate of the last minute, or a bot caught by the honeypot: the same answer.
  const t = getServerT(locale);
  return redirectWithToast(env, `${localePath(locale, "/")}#quote`, {
    type: "success",
    title: t("home:quote.successTitle"),
    description: t("home:quote.successText"),
  });
}

export default function Home() {
  const { t } = useTranslation("home");
  const { featured, displayRate, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const company = useSiteCompany();
  const quoteActionData =
    actionData && actionData.intent === HOME_QUOTE_INTENT ? (actionData as HomeQuoteActionData) : undefined;
  return (
    <main>
      <HeroSection />
      <FeaturedSection products={featured} displayRate={displayRate} />
      <ServicesSection />
      <MethodSection />
      <CasesSection />
      <section id="quote" aria-labelledby="quote-title" className="scroll-mt-20 bg-sand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="quote-title" title={t("quote.title")} intro={t("quote.intro")} />
          {/* px-4 on a phone: the project select then shows its whole placeholder at 390 px. */}
          <div className="rounded-xl bg-white px-4 py-6 shadow-sm sm:p-8">
            <HomeQuoteForm actionData={quoteActionData} constraint={constraint} />
          </div>
        </div>
      </section>
      <ContactSection whatsappNumber={company?.whatsappNumber ?? ""} />
      <FormFailureToast toast={quoteActionData?.toast} values={quoteActionData?.values} />
    </main>
  );
}
