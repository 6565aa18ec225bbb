import { useLocation } from "react-router";
import { useLocale } from "../locale-link.tsx";

export const CARD_PAYMENT_ACTION = "/payments/card";

export type CardPaymentDialogProps = { productSlug: string; quantity: number };

export const CARD_PAYMENT_TRIGGER =
  "inline-flex w-full items-center justify-center gap-2 rounded-md border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const CARD_PAYMENT_SUBMIT =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const CARD_PAYMENT_INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600";

/** Hidden fields every variant of the card-payment form sends; the amount is never one of them (computed on the server). */
export function CardPaymentHiddenFields({ productSlug, quantity }: CardPaymentDialogProps) {
  const locale = useLocale();
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="productSlug" value={productSlug} />
      <input type="hidden" name="quantity" value={quantity} data-card-field="quantity" />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} data-card-field="returnTo" />
    </>
  );
}
