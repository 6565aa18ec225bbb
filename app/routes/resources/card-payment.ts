// create-airwallex-payment (storefront §7): the card-payment dialog posts here. With JavaScript (a fetcher, field
// mode=fetch) the answer is JSON; without it, a 303 to the hosted page, or back to the product page with a toast.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/card-payment";
import { getRequestInfo } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { appErrorWording } from "../../modules/errors/app-error-response.server.ts";
import { CARD_PAYMENT_DIALOG_WORDING } from "../../modules/errors/app-error-wordings.ts";
import { checkRateLimit } from "../../modules/abuse/rate-limit.server.ts";
import { isLocale, localePath, type Locale } from "../../modules/i18n/locales.ts";
import { CardPaymentSchema } from "../../modules/payments/card-payment-schema.ts";
import { readShownAmount } from "../../modules/payments/shown-amount.ts";
import { createCardPayment } from "../../modules/payments/create-card-payment.server.ts";
import { PaymentError } from "../../modules/payments/payment-error.ts";
import { getPaymentServices, getPaymentT } from "../../modules/payments/payment-services.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { safeReturnPath } from "../../modules/security/safe-return-path.ts";

export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, provider, logger } = getPaymentServices(context);
  const formData = await readFormData(request);
  const lang: Locale = isLocale(formData.get("lang")) ? (formData.get("lang") as Locale) : "fr";
  const isFetch = formData.get("mode") === "fetch";
  const returnTo = safeReturnPath(formData.get("returnTo"), localePath(lang, "/shop"));
  const t = getPaymentT(lang);

  /** The dialog's wording of a failure (storefront §8, "Payment dialog"). */
  const fail = async (error: unknown) => {
    const { status, title, description } = appErrorWording(error, CARD_PAYMENT_DIALOG_WORDING, lang);
    const toast = { type: "error" as const, title, description };
    // A changed amount: the dialog shows the new one and sends it with the buyer's next confirmation.
    const changed =
      error instanceof PaymentError && error.code === "AMOUNT_CHANGED"
        ? { amountMinor: Number(error.params.amountMinor), text: t("dialog.charged", { amount: error.params.amount }) }
        : undefined;
    if (isFetch)
      return data(
        { ok: false as const, result: undefined as SubmissionResult<string[]> | undefined, toast, changed },
        { status },
      );
    return redirectWithToast(env, returnTo, toast, { status: 303 });
  };

  const submission = parseWithZod(formData, { schema: CardPaymentSchema });
  if (submission.status !== "success") {
    const [firstError] = Object.values(submission.error ?? {}).flat();
    const key = firstError ?? "errors.emailInvalid";
    const isEmail = key === "errors.emailInvalid" || key === "errors.emailRequired";
    const toast = isEmail
      ? {
          type: "error" as const,
          title: t(key === "errors.emailInvalid" ? "errors.emailRequired" : key),
          description: t(key === "errors.emailRequired" ? "errors.emailInvalid" : key),
        }
      : { type: "error" as const, title: t("errors.linkFailed"), description: t(key) };
    if (isFetch) return data({ ok: false as const, result: submission.reply(), toast }, { status: 400 });
    return redirectWithToast(env, returnTo, toast, { status: 303 });
  }

  const limit = await checkRateLimit(db, {
    key: `card-payment:${getClientIp(request, getRequestInfo(context) as { clientIp?: string })}`,
    limit: 20,
    windowMs: 15 * 60_000,
  });
  if (!limit.isAllowed) return fail(new PaymentError("TOO_MANY"));

  try {
    const { productSlug, qty, buyerEmail, acceptTerms } = submission.value;
    const checkout = await createCardPayment(db, {
      provider,
      productSlug,
      quantity: qty,
      optionParams: formData,
      buyerEmail,
      hasAcceptedTerms: acceptTerms === "on",
      lang,
      publicUrl: env.PUBLIC_URL,
      shown: readShownAmount(formData),
    });
    logger.info({ orderId: checkout.orderId, provider: provider.name }, "card payment created");
    if (isFetch) return data({ ok: true as const, url: checkout.url });
    return redirect(checkout.url, 303);
  } catch (error) {
    if (error instanceof PaymentError) logger.warn({ err: error, code: error.code }, "card payment refused");
    else logger.error({ err: error }, "card payment failed");
    return fail(error);
  }
}
