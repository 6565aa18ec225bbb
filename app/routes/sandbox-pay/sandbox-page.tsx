// GET/POST /sandbox-pay/:sessionId: the built-in provider's hosted payment page (PAYMENT_PROVIDER=sandbox only).
// The tester pays, declines or cancels; the page posts the matching signed webhook to the app, then redirects
// to the return URL like Airwallex's hosted page.
import { CreditCard, FlaskConical } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sandbox-page";
import { getServices } from "../../context.server.ts";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { getPaymentServices, getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { decodeSandboxSession } from "../../modules/payments/sandbox-provider.server.ts";
import { sendSandboxWebhook, type SandboxChoice } from "../../modules/payments/send-sandbox-webhook.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { companyIdentity } from "../../modules/settings/company-identity.ts";
import { getSettings } from "../../modules/settings/settings.server.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";
import { formatMoney } from "../../modules/format/money.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "TEST MODE" },
  { name: "robots", content: "noindex" },
];

function readSession(context: Route.LoaderArgs["context"], sessionId: string) {
  const { env } = getServices(context);
  if (env.PAYMENT_PROVIDER !== "sandbox") throw new Response("Not Found", { status: 404 });
  return { env, session: decodeSandboxSession(env.SESSION_SECRET, sessionId) };
}

export const handle = publicPage({ namespaces: ["payment", "forms"] });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, session } = readSession(context, params.sessionId);
  // Outside the locale layout, the page is in French like the rest of the unprefixed site.
  const title = `${getPaymentT("fr")("sandbox.metaTitle")} — TEST MODE`;
  // The merchant as the settings page names it (else the environment's), like the mails and documents.
  const merchant = companyIdentity(await getSettings(getServices(context).db), env).companyName;
  if (!session) return data({ payment: null, merchant, title }, { status: 400 });
  const { amountMinor, currency, description, locale } = session;
  // Like the provider's page: a succeeded payment says so and takes nothing more (issue 26 item 1).
  const isPaid = await isSandboxPaymentPaid(context, session.paymentId);
  return {
    payment: {
      amount: formatMoney(amountMinor, currency, LOCALE_TAGS[locale]),
      currency,
      description,
      isPaid,
      backUrl: session.successUrl,
    },
    merchant,
    title,
  };
}

const CHOICES: SandboxChoice[] = ["pay", "decline", "cancel"];

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env, session } = readSession(context, params.sessionId);
  if (!session) return data({ deliveryStatus: null, invalid: true }, { status: 400 });
  const form = await readFormData(request);
  if (await isSandboxPaymentPaid(context, session.paymentId))
    return data({ deliveryStatus: null, invalid: false, alreadyPaid: true }, { status: 409 });
  const choice = form.get("choice") as SandboxChoice;
  if (!CHOICES.includes(choice)) return data({ deliveryStatus: null, invalid: true }, { status: 400 });
  if (form.get("delay") !== "on") {
    const status = await sendSandboxWebhook({
      session,
      choice,
      sessionSecret: env.SESSION_SECRET,
      publicUrl: env.PUBLIC_URL,
    }).catch((error: unknown) => {
      getServices(context).logger.error({ err: error }, "sandbox webhook delivery failed");
      return 0;
    });
    if (status !== 200) return data({ deliveryStatus: status, invalid: false }, { status: 502 });
  }
  const target = { pay: session.successUrl, decline: session.failUrl, cancel: session.cancelUrl }[choice];
  return redirect(target, 303);
}

async function isSandboxPaymentPaid(context: Route.LoaderArgs["context"], paymentId: string) {
  const { provider } = getPaymentServices(context);
  return (await provider.getPaymentStatus(paymentId)).state === "succeeded";
}

export default function SandboxPage() {
  const { t } = useTranslation("payment");
  const { payment, merchant } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isBusy = useNavigation().state !== "idle";
  return (
    <main className="min-h-screen bg-slate-100 px-4 py-10">
      <div className="mx-auto max-w-md overflow-hidden rounded-xl border-4 border-amber-400 bg-white shadow-lg">
        <p className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-widest text-slate-900">
          <FlaskConical aria-hidden="true" className="size-4" /> {t("sandbox.badge")} · TEST MODE
        </p>
        <div className="space-y-5 p-6">
          <h1 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <CreditCard aria-hidden="true" className="size-5 text-brand-700" /> {t("sandbox.title")}
          </h1>
          <p className="text-sm text-slate-600">{t("sandbox.intro")}</p>
          {!payment || actionData?.invalid ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t("sandbox.invalid")}
            </p>
          ) : payment.isPaid || (actionData && "alreadyPaid" in actionData) ? (
            <div className="space-y-4">
              <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
                {t("sandbox.alreadyPaid")}
              </p>
              <p className="text-sm text-slate-700">
                {payment.description} · <strong>{payment.amount}</strong>
              </p>
              <a href={payment.backUrl} className="inline-block font-semibold text-brand-700 underline">
                {t("sandbox.back")}
              </a>
            </div>
          ) : (
            <>
              <dl className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
                <div className="flex justify-between gap-4 p-3">
                  <dt className="text-slate-600">{t("sandbox.merchant")}</dt>
                  <dd className="text-right font-medium">{merchant}</dd>
                </div>
                <div className="flex justify-between gap-4 p-3">
                  <dt className="text-slate-600">{t("sandbox.object")}</dt>
                  <dd className="text-right font-medium">{payment.description}</dd>
                </div>
                <div className="flex justify-between gap-4 p-3">
                  <dt className="text-slate-600">{t("sandbox.amount")}</dt>
                  <dd className="text-right text-lg font-bold" data-currency={payment.currency}>
                    {payment.amount}
                  </dd>
                </div>
              </dl>
              {actionData?.deliveryStatus !== undefined && actionData.deliveryStatus !== null ? (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {t("sandbox.deliveryFailed", { status: actionData.deliveryStatus })}
                </p>
              ) : null}
              <Form method="post" className="space-y-4">
                <label className="flex items-start gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="delay" className="mt-1 size-4 accent-brand-700" />
                  {t("sandbox.delay")}
                </label>
                <div className="grid gap-2 sm:grid-cols-3">
                  <button
                    name="choice"
                    value="pay"
                    disabled={isBusy}
                    className="rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60"
                  >
                    {t("sandbox.pay")}
                  </button>
                  <button
                    name="choice"
                    value="decline"
                    disabled={isBusy}
                    className="rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
                  >
                    {t("sandbox.decline")}
                  </button>
                  <button
                    name="choice"
                    value="cancel"
                    disabled={isBusy}
                    className="rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60"
                  >
                    {t("sandbox.cancel")}
                  </button>
                </div>
              </Form>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
