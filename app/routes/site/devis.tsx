import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/devis";
import {
  DEVIS_INTENT,
  type DevisActionData,
  DevisRequestForm,
  JS_FIELD,
} from "../../components/devis/devis-request-form.tsx";
import { FormFailureToast } from "../../components/static-page/form-failure-toast.tsx";
import { loadAsDocument } from "../../components/static-page/static-page-context.tsx";
import {
  DevisBlock,
  DevisGuarantees,
  DevisHowItWorks,
  DevisReferences,
} from "../../components/devis/devis-sections.tsx";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { localePath } from "../../modules/i18n/locales.ts";
import { getFormConstraint } from "../../modules/forms/form-constraint.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { DevisRequestSchema } from "../../modules/sales/devis-request-schema.ts";
import { getLeadFormRejection } from "../../modules/sales/lead-form-response.server.ts";
import { getLeadMailSettings } from "../../modules/sales/lead-mail-settings.server.ts";
import { submitLeadForm } from "../../modules/sales/submit-lead-form.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo } from "../../modules/seo/seo.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { passRetryAfter } from "../../modules/abuse/retry-after-header.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

const FORM_ANCHOR = "devis-form";

// Served without React's scripts (decision 006): HTML, CSS and the shared inline script (pending button, the `js`
// field, the success message's move to the thank-you page).
export const handle = publicPage({ cache: "shared", react: false, namespaces: ["devis", "forms"] });

/** One path: the server's HTML and its inline script, even when a React page links here. */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildPageMeta({
    seo: loaderData?.seo,
    title: getMetaText(matches, "common:meta.pageTitle", { heading: getMetaText(matches, "devis:hero.title") }),
    description: getMetaText(matches, "devis:meta.description"),
  });

export const headers: Route.HeadersFunction = passRetryAfter;

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return { seo: getSeoInfo(request, env.PUBLIC_URL), constraint: getFormConstraint(DevisRequestSchema) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env } = getServices(context);
  const requestInfo = getRequestInfo(context);
  const locale = requirePageLocale(params);
  const formData = await readFormData(request);
  if (formData.get("intent") !== DEVIS_INTENT) {
    return data({ intent: "unknown", error: "forms:errors.unknownIntent" }, { status: 400 });
  }
  const outcome = await submitLeadForm(db, {
    formData,
    schema: DevisRequestSchema,
    lang: locale,
    clientIp: getClientIp(request, requestInfo),
    mail: getLeadMailSettings(env),
    toLead: (request) => ({
      source: "devis",
      customer: { email: request.email, fullName: request.name, phone: request.phone },
      productSlug: null,
      message: request.notes,
    }),
  });
  const rejection = getLeadFormRejection(outcome, {
    intent: DEVIS_INTENT,
    messages: { failure: { title: "devis:form.errorTitle", description: "devis:form.errorText" } },
    logger: requestInfo.logger,
  });
  if (rejection) return rejection;
  const thankYou = localePath(locale, "/thank-you");
  // With JavaScript the page shows 'Demande envoyée !' and moves on after 1 second; without it, straight there.
  if (formData.get(JS_FIELD) === "1") return { intent: DEVIS_INTENT, status: "success" as const, redirectTo: thankYou };
  const t = getServerT(locale);
  return redirectWithToast(env, thankYou, {
    type: "success",
    title: t("devis:form.successTitle"),
    description: t("devis:form.successText"),
  });
}

export default function CustomQuotePage() {
  const { t } = useTranslation("devis");
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const devisData = actionData && actionData.intent === DEVIS_INTENT ? (actionData as DevisActionData) : undefined;
  const failure = devisData && "result" in devisData ? devisData : undefined;
  return (
    <main>
      <section
        aria-labelledby="devis-title"
        className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-400">{t("hero.eyebrow")}</p>
          <h1 id="devis-title" className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">{t("hero.text")}</p>
          <a
            href={`#${FORM_ANCHOR}`}
            className="mt-8 inline-block rounded-md bg-coral-600 px-6 py-3 font-semibold text-white shadow hover:bg-coral-500"
          >
            {t("hero.cta")}
          </a>
        </div>
      </section>
      <DevisBlock
        id="devis-form-title"
        anchor={FORM_ANCHOR}
        title={t("form.title")}
        className="scroll-mt-20 bg-sand-50"
        width="max-w-3xl"
      >
        <p className="mt-3 text-center text-slate-700">{t("form.intro")}</p>
        <div className="mt-8 rounded-xl bg-white p-6 shadow-sm sm:p-8">
          <DevisRequestForm actionData={devisData} constraint={constraint} />
        </div>
      </DevisBlock>
      <DevisHowItWorks />
      <DevisGuarantees />
      <DevisReferences />
      <FormFailureToast toast={failure?.toast} values={failure?.values} />
      <section aria-labelledby="closing-title" className="bg-brand-900 py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="closing-title" className="text-3xl font-bold">
            {t("closing.title")}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{t("closing.text")}</p>
          <a
            href={`#${FORM_ANCHOR}`}
            className="mt-8 inline-block rounded-md bg-coral-600 px-6 py-3 font-semibold text-white shadow hover:bg-coral-500"
          >
            {t("closing.cta")}
          </a>
        </div>
      </section>
    </main>
  );
}
