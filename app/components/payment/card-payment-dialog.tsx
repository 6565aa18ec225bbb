// The card-payment dialog of the product sheet (storefront §2 "Card payment dialog", §5, §7
// create-airwallex-payment): closed → open → creating, then the browser goes to the provider's hosted page.
// Without JavaScript it is a disclosure holding a plain form that posts and redirects. The page's script
// (components/product/behaviour/card-payment.ts) puts the trigger and the modal dialog of the <template> in its place.
import { getInputProps, useForm } from "@conform-to/react";
import { CreditCard, Loader2, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";
import type { CardPaymentInput } from "../../modules/payments/card-payment-schema.ts";
import {
  CARD_PAYMENT_ACTION,
  CardPaymentHiddenFields,
  CardPaymentRecap,
  type CardPaymentDialogProps,
  CARD_PAYMENT_INPUT,
  CARD_PAYMENT_SUBMIT,
  CARD_PAYMENT_TRIGGER,
  TermsCheckbox,
} from "./card-payment-fields.tsx";

export { CARD_PAYMENT_ACTION, type CardPaymentDialogProps };

export function CardPaymentDialog(props: CardPaymentDialogProps) {
  return (
    <div {...hook(HOOKS.cardPayment)}>
      <PlainCardPaymentForm {...props} />
      <template {...hook(HOOKS.cardDialog)}>
        <ModalCardPaymentForm {...props} />
      </template>
    </div>
  );
}

function PlainCardPaymentForm(props: CardPaymentDialogProps) {
  const { t } = useTranslation("payment");
  const id = useId();
  return (
    <details className="group rounded-md" {...hook(HOOKS.cardFallback)}>
      <summary className={`${CARD_PAYMENT_TRIGGER} cursor-pointer list-none`}>
        <CreditCard aria-hidden="true" className="size-4" /> {t("dialog.trigger")}
      </summary>
      <form
        id={`${id}-form`}
        method="post"
        action={CARD_PAYMENT_ACTION}
        className="mt-3 space-y-3 rounded-md border border-slate-200 p-4"
      >
        <p className="text-sm text-slate-600">{t("dialog.description")}</p>
        <CardPaymentHiddenFields {...props} />
        <CardPaymentRecap {...props} />
        <label className="block text-sm font-medium text-slate-800">
          {t("dialog.emailLabel")}
          <BuyerEmailInput formId={`${id}-form`} constraint={props.constraint} />
        </label>
        <TermsCheckbox id={`${id}-terms`} />
        <button type="submit" className={`${CARD_PAYMENT_SUBMIT} w-full`}>
          {t("dialog.submit")}
        </button>
      </form>
    </details>
  );
}

/** The trigger and the modal dialog, in the <template> the script copies into the page. */
function ModalCardPaymentForm(props: CardPaymentDialogProps) {
  const { t } = useTranslation("payment");
  const id = useId();
  const closeClass =
    "rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60";
  return (
    <>
      <button type="button" className={CARD_PAYMENT_TRIGGER} {...hook(HOOKS.cardOpen)} aria-haspopup="dialog">
        <CreditCard aria-hidden="true" className="size-4" /> {t("dialog.trigger")}
      </button>
      {/* The padding is on the inner box: a click on the dialog element itself is a click on the backdrop. */}
      <dialog
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 shadow-xl backdrop:bg-[rgb(15_23_42/0.6)]"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {t("dialog.title")}
            </h2>
            <button type="button" {...hook(HOOKS.cardClose)} aria-label={t("dialog.close")} className={closeClass}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p id={`${id}-description`} className="mt-2 text-sm text-slate-600">
            {t("dialog.description")}
          </p>
          <form id={`${id}-form`} method="post" action={CARD_PAYMENT_ACTION} noValidate className="mt-4 space-y-4">
            <CardPaymentHiddenFields {...props} />
            <input type="hidden" name="mode" value="fetch" />
            <CardPaymentRecap {...props} />
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
                {t("dialog.emailLabel")}
              </label>
              <BuyerEmailInput
                id={`${id}-email`}
                formId={`${id}-form`}
                constraint={props.constraint}
                describedBy={`${id}-error`}
              />
              <p
                id={`${id}-error`}
                role="alert"
                hidden
                {...hook(HOOKS.cardError)}
                className="mt-1 text-sm text-red-700"
              />
            </div>
            <div>
              <TermsCheckbox id={`${id}-terms`} errorId={`${id}-terms-error`} />
              <p
                id={`${id}-terms-error`}
                role="alert"
                hidden
                {...hook(HOOKS.cardTermsError)}
                className="mt-1 text-sm text-red-700"
              />
            </div>
            <p
              role="alert"
              tabIndex={-1}
              hidden
              {...hook(HOOKS.cardAlert)}
              className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
            />
            <p className="text-xs text-slate-500">{t("dialog.amountNote")}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                {...hook(HOOKS.cardClose)}
                className="rounded-md border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {t("dialog.cancel")}
              </button>
              <button type="submit" className={CARD_PAYMENT_SUBMIT}>
                <Loader2 aria-hidden="true" {...hook(HOOKS.cardSpinner)} className="hidden size-4 animate-spin" />
                <span {...hook(HOOKS.cardLabel)}>{t("dialog.submit")}</span>
              </button>
            </div>
          </form>
        </div>
      </dialog>
    </>
  );
}

/**
 * The buyer's email with the attributes Conform derives from CardPaymentSchema (required, maxlength), like every
 * form's fields (decision 005): the browser without JavaScript and the dialog's script check those, not a rule of
 * their own.
 */
function BuyerEmailInput({
  id,
  formId,
  constraint,
  describedBy,
}: {
  id?: string;
  formId: string;
  constraint: CardPaymentDialogProps["constraint"];
  describedBy?: string;
}) {
  const { t } = useTranslation("payment");
  const [, fields] = useForm<CardPaymentInput>({ id: formId, constraint });
  const { key, ...props } = getInputProps(fields.buyerEmail, { type: "email", ariaDescribedBy: describedBy });
  return (
    <input
      key={key}
      {...props}
      id={id ?? props.id}
      autoComplete="email"
      placeholder={t("dialog.emailPlaceholder")}
      className={CARD_PAYMENT_INPUT}
    />
  );
}
