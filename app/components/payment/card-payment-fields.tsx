import { useLocation } from "react-router";
import { optionFieldName, type OptionSelections } from "../../modules/catalog/product-options.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { LocaleLink, useLocale } from "../locale-link.tsx";
import type { ConfigurationView } from "../product/configuration-view.ts";
import { SHOWN_AMOUNT_FIELDS } from "../../modules/payments/shown-amount.ts";
import { HOOKS, hook } from "../../behaviours/hooks.ts";
import type { FormConstraint } from "../forms/form-constraint.ts";

export const CARD_PAYMENT_ACTION = "/payments/card";

export type CardPaymentDialogProps = {
  productSlug: string;
  productTitle: string;
  quantity: number;
  selections: OptionSelections;
  /** The sheet's figures for this configuration: the dialog shows the amount charged before leaving. */
  view: ConfigurationView;
  /** CardPaymentSchema's checks (`getFormConstraint`), written on the email field as every form's fields are. */
  constraint: FormConstraint;
};

export const CARD_PAYMENT_TRIGGER =
  "inline-flex w-full items-center justify-center gap-2 rounded-md border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const CARD_PAYMENT_SUBMIT =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const CARD_PAYMENT_INPUT =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600";

/**
 * Hidden fields every variant of the card-payment form sends: the product and its configuration (quantity, options),
 * rewritten by the page's script when they change. The server computes the amount; the amount shown is sent only so
 * that a changed rate charges nothing and shows the new amount instead (issue 26 item 2).
 */
export function CardPaymentHiddenFields({
  productSlug,
  quantity,
  selections,
  view,
}: Pick<CardPaymentDialogProps, "productSlug" | "quantity" | "selections" | "view">) {
  const locale = useLocale();
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="productSlug" value={productSlug} />
      <input type="hidden" name="lang" value={locale} />
      <input
        type="hidden"
        name="returnTo"
        value={`${location.pathname}${location.search}`}
        {...hook(HOOKS.cardField, "returnTo")}
      />
      <input
        type="hidden"
        name={SHOWN_AMOUNT_FIELDS.amountMinor}
        value={view.chargedMinor}
        {...hook(HOOKS.cardField, "shownAmountMinor")}
      />
      <input type="hidden" name={SHOWN_AMOUNT_FIELDS.currency} value={view.chargeCurrency} />
      <div {...hook(HOOKS.configFields)} hidden>
        <input type="hidden" name="qty" value={quantity} />
        {Object.entries(selections).flatMap(([code, values]) =>
          values.map((value) => (
            <input key={`${code}-${value}`} type="hidden" name={optionFieldName(code)} value={value} />
          )),
        )}
      </div>
    </>
  );
}

/** What will be bought and charged, shown before the visitor leaves for the payment page. */
export function CardPaymentRecap({ productTitle, view }: Pick<CardPaymentDialogProps, "productTitle" | "view">) {
  const { t } = useTranslation("payment");
  const isBlocked = view.blocker !== null;
  return (
    <dl className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">{t("dialog.product")}</dt>
        <dd>{productTitle}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">{t("dialog.options")}</dt>
        <dd {...hook(HOOKS.out, "chosen")}>{view.chosen || t("dialog.noOptions")}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="sr-only">{t("dialog.quantityLabel")}</dt>
        <dd {...hook(HOOKS.out, "card-quantity")}>{t("dialog.quantity", { quantity: view.requested })}</dd>
      </div>
      {/* No amount while a required option is missing or the quantity is above the bound: the reason instead. */}
      <div className="pt-1 text-base font-semibold text-slate-900" {...hook(HOOKS.row, "charged")} hidden={isBlocked}>
        <dt className="sr-only">{t("dialog.chargedLabel")}</dt>
        <dd {...hook(HOOKS.out, "charged")}>{view.charged}</dd>
      </div>
      <div className="text-xs text-slate-500" {...hook(HOOKS.row, "charged")} hidden={isBlocked}>
        <dt className="sr-only">{t("dialog.xpfLabel")}</dt>
        <dd {...hook(HOOKS.out, "total-xpf")}>{view.totalXpf}</dd>
      </div>
      <div
        className="pt-1 font-medium text-amber-900"
        tabIndex={-1}
        {...hook(HOOKS.row, "charged-blocker")}
        hidden={!isBlocked}
      >
        <dt className="sr-only">{t("dialog.chargedLabel")}</dt>
        <dd {...hook(HOOKS.out, "blocker")}>{view.blocker}</dd>
      </div>
    </dl>
  );
}

/** The terms-of-sale box (issue 11 item 5): required in the browser and again on the server. */
export function TermsCheckbox({
  id,
  errorId,
  isInvalid = false,
  isRequired = true,
}: {
  id: string;
  errorId?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
}) {
  const { t } = useTranslation("payment");
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="checkbox"
        name="acceptTerms"
        value="on"
        required={isRequired}
        aria-describedby={errorId}
        aria-invalid={isInvalid || undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id}>
        {t("terms.accept")}{" "}
        <LocaleLink to="/cgv" target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
          {t("terms.link")}
        </LocaleLink>
      </label>
    </div>
  );
}
