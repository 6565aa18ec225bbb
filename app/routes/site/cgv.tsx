import { useTranslation } from "../../modules/i18n/react.tsx";
import { readPageSettings } from "../../modules/page-cache/page-data.server.ts";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/cgv";
import { useSiteCompany } from "../../components/layout/use-site-company.ts";
import { getServices } from "../../context.server.ts";
import { splitDeposit } from "../../modules/catalog/pricing.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { termsVersionOf } from "../../modules/sales/terms-version.server.ts";
import { balanceTermsText } from "../../modules/settings/balance-terms.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo } from "../../modules/seo/seo.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

/** The 12 numbered sections of the terms of sale (storefront §2, figures of §9), with their paragraph counts. */
const SECTIONS = [
  ["s1", 2],
  ["s2", 2],
  ["s3", 2],
  ["s4", 3],
  ["s5", 2],
  ["s6", 2],
  ["s7", 1],
  ["s8", 1],
  ["s9", 2],
  ["s10", 1],
  ["s11", 1],
  ["s12", 1],
] as const;

// Served without React's scripts (decision 006): nothing on this page needs more than its inline script.
export const handle = publicPage({ cache: "shared", react: false, namespaces: ["cgv"] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildPageMeta({
    seo: loaderData?.seo,
    title: getMetaText(matches, "cgv:meta.title"),
    description: getMetaText(matches, "cgv:meta.description", loaderData?.payment),
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const settings = await readPageSettings(context);
  const locale = requirePageLocale(params);
  const { percent } = splitDeposit(0, settings.deposit_ratio);
  // Section 4 states the settings' deposit and balance terms (DESIGN.md ruling 12), as checkout and invoices do.
  const payment = { deposit: percent, balance: 100 - percent, terms: balanceTermsText(settings, locale) };
  return { seo: getSeoInfo(request, env.PUBLIC_URL), payment, termsVersion: termsVersionOf(settings) };
}

export default function TermsOfSale() {
  const { payment, termsVersion } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cgv");
  const company = useSiteCompany();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("intro", { company: company?.companyName ?? "" })}</p>
      {company ? (
        <p className="mt-2 text-slate-700">
          {t("seller", {
            company: company.companyName,
            brn: company.companyBrn,
            address: company.companyAddress,
            email: company.contactEmail,
            whatsapp: company.whatsappNumber,
          })}
        </p>
      ) : null}
      {/* The version an order records when its buyer accepts these terms (modules/sales/terms-of-sale.ts). */}
      <p className="mt-2 text-sm text-slate-500">
        {t("version")} {t("versionCode", { version: termsVersion })}
      </p>
      <nav aria-label={t("tocLabel")} className="mt-8 rounded-xl border border-slate-200 bg-sand-50 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t("tocLabel")}</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map(([key], index) => (
            <li key={key}>
              <a href={`#${key}`} className="text-brand-700 underline-offset-4 hover:underline">
                {index + 1}. {t(`sections.${key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 space-y-8">
        {SECTIONS.map(([key, paragraphs], index) => (
          <li key={key}>
            <section id={key} aria-labelledby={`${key}-title`} className="scroll-mt-20">
              <h2 id={`${key}-title`} className="text-xl font-semibold text-brand-900">
                {index + 1}. {t(`sections.${key}.title`)}
              </h2>
              {Array.from({ length: paragraphs }, (_, p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-700">
                  {t(`sections.${key}.p${p + 1}`, payment)}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
    </main>
  );
}
