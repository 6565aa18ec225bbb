// /checkout?orderId=…: the deposit of an order made through the product form (storefront §2 "Checkout", §7
// create-checkout). The amount is recomputed on the server; the button leads to the provider's hosted page.
import { Info, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { toast } from "../../components/toaster.tsx";
import type { Route } from "./+types/checkout";
import { useLocale } from "../../components/locale-link.tsx";
import { DepositPanel } from "../../components/payment/deposit-panel.tsx";
import { OrderFacts } from "../../components/payment/order-facts.tsx";
import { getServices } from "../../context.server.ts";
import { isAppError } from "../../modules/errors/app-error.ts";
import { appErrorWording } from "../../modules/errors/app-error-response.server.ts";
import { CHECKOUT_PAGE_WORDING } from "../../modules/errors/app-error-wordings.ts";
import { LOCALE_TAGS, localePath } from "../../modules/i18n/locales.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { createDepositCheckout } from "../../modules/payments/create-deposit-checkout.server.ts";
import { getCheckoutView } from "../../modules/payments/get-checkout-view.server.ts";
import { isOrderId } from "../../modules/payments/get-payment-orders.server.ts";
import { PRIVATE_PAGE_HEADERS } from "../../modules/payments/payment-page-data.server.ts";
import { PaymentError } from "../../modules/payments/payment-error.ts";
import { getPaymentServices, getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { maySeeBuyer } from "../../modules/sales/order-viewers.server.ts";
import { readShownAmount, SHOWN_AMOUNT_FIELDS } from "../../modules/payments/shown-amount.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";
import { formatMoney } from "../../modules/format/money.ts";

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
  const { db, env } = getServices(context);
  const t = getPaymentT(locale);
  const view = await getCheckoutView(db, orderId, locale);
  if (!view)
    throw await redirectWithToast(env, localePath(locale, "/"), { type: "error", title: t("errors.orderNotFound") });
  const { balanceTerms, ...order } = view;
  // The buyer's name, email and phone only for the browser that placed the order or the order page's token.
  const customer = (await maySeeBuyer(db, request, env, orderId)) ? order.customer : null;
  return { order: { ...order, customer }, title: t("checkout.metaTitle"), balanceTerms };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requirePageLocale(params);
  const orderId = new URL(request.url).searchParams.get("orderId") ?? "";
  const { db, env, provider, logger } = getPaymentServices(context);
  const fail = (error: unknown) => {
    const { status, title } = appErrorWording(error, CHECKOUT_PAGE_WORDING, locale);
    return data({ error: title }, { status });
  };
  // The form sends the amount it showed: a changed rate charges nothing and shows the new amount (issue 26 item 2).
  const shown = readShownAmount(await readFormData(request));
  // Not an order id (a uuid): no order, and nothing for the database to choke on.
  if (!isOrderId(orderId)) return fail(new PaymentError("NOT_FOUND"));
  try {
    const { url } = await createDepositCheckout(db, {
      provider,
      orderId,
      lang: locale,
      publicUrl: env.PUBLIC_URL,
      shown,
    });
    logger.info({ orderId, provider: provider.name }, "deposit checkout created");
    return redirect(url, 303);
  } catch (error) {
    const code = isAppError(error, "payment") ? error.code : "UNKNOWN";
    if (code === "ALREADY_PAID")
      return redirect(`${localePath(locale, "/thank-you")}?orderId=${encodeURIComponent(orderId)}`, 303);
    logger[code === "UNKNOWN" ? "error" : "warn"]({ err: error, orderId, code }, "deposit checkout failed");
    return fail(error);
  }
}

export default function Checkout() {
  const { t } = useTranslation("payment");
  const { order, balanceTerms } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const tag = LOCALE_TAGS[useLocale()];
  const error = actionData?.error;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error, actionData]);
  const notice = searchParams.get("failed")
    ? t("checkout.failed")
    : searchParams.get("cancelled")
      ? t("checkout.cancelled")
      : null;
  const isPayable = order.status === "pending";
  const { customer } = order;
  const customerFacts = customer
    ? [
        { label: t("checkout.name"), value: customer.fullName },
        { label: t("checkout.email"), value: customer.email },
        { label: t("checkout.phone"), value: customer.phone },
        { label: t("checkout.company"), value: customer.company },
        { label: t("checkout.location"), value: customer.location },
      ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
    : [];
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("checkout.title")}</h1>
      <p className="mt-2 text-slate-600">{t("checkout.intro")}</p>
      {notice && isPayable ? (
        <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="order-summary" className="space-y-3">
            <h2 id="order-summary" className="text-lg font-semibold text-slate-900">
              {t("checkout.summary")}
            </h2>
            <OrderFacts
              facts={[
                { label: t("checkout.orderNumber"), value: order.number },
                { label: t("checkout.product"), value: order.productTitle },
                ...order.options.map((option) => ({ label: option.label, value: option.valueLabel })),
                { label: t("checkout.quantity"), value: order.qty },
                ...(order.shipping
                  ? [
                      {
                        label: t("checkout.shippingUnits"),
                        value: t(`shipping.units.${order.shipping.unit}`, { count: order.shipping.count }),
                      },
                    ]
                  : []),
                ...(order.freightXpf !== null
                  ? [{ label: t("checkout.freight"), value: formatMoney(order.freightXpf, "XPF", tag) }]
                  : []),
                { label: t("checkout.amount"), value: formatMoney(order.amount, order.currency, tag) },
              ]}
            />
          </section>
          {customerFacts.length > 0 ? (
            <section aria-labelledby="customer-info" className="space-y-3">
              <h2 id="customer-info" className="text-lg font-semibold text-slate-900">
                {t("checkout.customer")}
              </h2>
              <OrderFacts facts={customerFacts} />
            </section>
          ) : null}
        </div>
        <div className="space-y-6">
          <DepositPanel {...order} balanceTerms={balanceTerms} />
          <section aria-labelledby="checkout-notes" className="rounded-lg bg-sand-50 p-4 text-sm text-slate-700">
            <h2 id="checkout-notes" className="flex items-center gap-2 font-semibold text-slate-900">
              <Info aria-hidden="true" className="size-4 text-brand-700" /> {t("checkout.notesTitle")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t("checkout.noteCompany")}</li>
              <li>{t("checkout.noteDeposit")}</li>
              <li>{t("checkout.noteInstallation")}</li>
            </ul>
          </section>
          {isPayable ? (
            <Form method="post" replace>
              <input type="hidden" name={SHOWN_AMOUNT_FIELDS.amountMinor} value={order.charge.amount} />
              <input type="hidden" name={SHOWN_AMOUNT_FIELDS.currency} value={order.charge.currency} />
              <button
                type="submit"
                disabled={isBusy}
                className="flex w-full items-center justify-center gap-2 rounded-md bg-coral-600 px-5 py-3 font-semibold text-white hover:bg-coral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-600 disabled:opacity-70"
              >
                {isBusy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {isBusy
                  ? t("checkout.busy")
                  : t("checkout.pay", { amount: formatMoney(order.deposit, order.currency, tag) })}
              </button>
            </Form>
          ) : (
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              {order.status === "cancelled" ? t("checkout.orderCancelled") : t("checkout.paid")}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
