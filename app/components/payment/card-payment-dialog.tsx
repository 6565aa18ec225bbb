// The card-payment dialog of the product sheet (storefront §2 "Card payment dialog", §5, §7
// create-airwallex-payment): closed → open → creating, then the browser goes to the provider's hosted page.
// Before hydration (or without JavaScript) it is a disclosure holding a plain form that posts and redirects.
// The dialog itself (Radix, the form logic) loads on the first click, so the product page does not carry it.
import { CreditCard, Loader2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useHydrated } from "../use-hydrated.ts";
import {
  CARD_PAYMENT_ACTION,
  CardPaymentHiddenFields,
  type CardPaymentDialogProps,
  CARD_PAYMENT_INPUT,
  CARD_PAYMENT_SUBMIT,
  CARD_PAYMENT_TRIGGER,
} from "./card-payment-fields.tsx";

export { CARD_PAYMENT_ACTION, type CardPaymentDialogProps };

const loadDialog = () => import("./card-payment-interactive.tsx");
const InteractiveDialog = lazy(loadDialog);

export function CardPaymentDialog({ productSlug, quantity }: CardPaymentDialogProps) {
  const isHydrated = useHydrated();
  return isHydrated ? (
    <LazyDialog productSlug={productSlug} quantity={quantity} />
  ) : (
    <PlainCardPaymentForm productSlug={productSlug} quantity={quantity} />
  );
}

/** The trigger alone until the visitor asks for the dialog; pointing at it or focusing it starts the download. */
function LazyDialog(props: CardPaymentDialogProps) {
  const { t } = useTranslation("payment");
  const [isWanted, setWanted] = useState(false);
  const trigger = (isLoading: boolean) => (
    <button
      type="button"
      className={CARD_PAYMENT_TRIGGER}
      aria-busy={isLoading || undefined}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => setWanted(true)}
    >
      {isLoading ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <CreditCard aria-hidden="true" className="size-4" />
      )}{" "}
      {t("dialog.trigger")}
    </button>
  );
  if (!isWanted) return trigger(false);
  return (
    <Suspense fallback={trigger(true)}>
      <InteractiveDialog {...props} />
    </Suspense>
  );
}

function PlainCardPaymentForm(props: CardPaymentDialogProps) {
  const { t } = useTranslation("payment");
  return (
    <details className="group rounded-md">
      <summary className={`${CARD_PAYMENT_TRIGGER} cursor-pointer list-none`}>
        <CreditCard aria-hidden="true" className="size-4" /> {t("dialog.trigger")}
      </summary>
      <form
        method="post"
        action={CARD_PAYMENT_ACTION}
        className="mt-3 space-y-3 rounded-md border border-slate-200 p-4"
      >
        <p className="text-sm text-slate-600">{t("dialog.description")}</p>
        <CardPaymentHiddenFields {...props} />
        <label className="block text-sm font-medium text-slate-800">
          {t("dialog.emailLabel")}
          <input
            type="email"
            name="buyerEmail"
            required
            autoComplete="email"
            placeholder={t("dialog.emailPlaceholder")}
            className={CARD_PAYMENT_INPUT}
          />
        </label>
        <button type="submit" className={`${CARD_PAYMENT_SUBMIT} w-full`}>
          {t("dialog.submit")}
        </button>
      </form>
    </details>
  );
}
