// What the buyer can do with their quote: accept it (terms of sale box required, checked again on the server) or
// refuse it with an optional reason. Plain forms: the page is served without React (decision 006).
import { useTranslation } from "../../modules/i18n/react.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { SignatureFields } from "./signature-fields.tsx";

export const ACCEPT_INTENT = "accept";
export const REFUSE_INTENT = "refuse";

type BuyerDefaults = { taxId: string | null; address: string | null; deliveryAddress: string | null };

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700";

/** The numéro TAHITI and addresses the buyer may complete on accepting, for their invoices (issue 27 item 1). */
function BuyerFields({ buyer }: { buyer: BuyerDefaults }) {
  const { t } = useTranslation("portal");
  const field = (name: keyof BuyerDefaults, label: string, multiline: boolean) => (
    <div className={multiline ? "sm:col-span-2" : undefined}>
      <label htmlFor={`buyer-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={`buyer-${name}`}
          name={name}
          rows={2}
          maxLength={500}
          defaultValue={buyer[name] ?? ""}
          className={INPUT}
        />
      ) : (
        <input id={`buyer-${name}`} name={name} maxLength={20} defaultValue={buyer[name] ?? ""} className={INPUT} />
      )}
    </div>
  );
  return (
    <fieldset className="rounded-lg border border-brand-100 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("quote.identityTitle")}</legend>
      <p className="mb-3 text-sm text-slate-600">{t("quote.identityHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("taxId", t("quote.taxId"), false)}
        {field("address", t("quote.billingAddress"), true)}
        {field("deliveryAddress", t("quote.deliveryAddress"), true)}
      </div>
    </fieldset>
  );
}

export function QuoteAnswer({
  depositNote,
  pdfSha256,
  error,
  buyer,
}: {
  depositNote: string;
  pdfSha256: string;
  error: string | null;
  buyer: BuyerDefaults;
}) {
  const { t } = useTranslation("portal");
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <section aria-labelledby="quote-accept" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="quote-accept" className="text-lg font-semibold text-brand-900">
          {t("quote.acceptTitle")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{depositNote}</p>
        {/* The server checks the box and says so in place, in the page's language, as every public form does: no
            browser bubble (noValidate); `required` stays for assistive technologies. A refusal comes back in view. */}
        <form method="post" action="#quote-error" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={ACCEPT_INTENT} />
          <input type="hidden" name="pdfSha256" value={pdfSha256} />
          <BuyerFields buyer={buyer} />
          <SignatureFields />
          <div className="flex items-start gap-3 text-sm text-slate-800">
            <input
              id="accept-terms"
              type="checkbox"
              name="acceptTerms"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "quote-error" : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="accept-terms">
              {t("quote.termsAccept")}{" "}
              <LocaleLink to="/cgv" target="_blank" className="font-medium text-brand-700 underline">
                {t("quote.termsLinkLabel")}
              </LocaleLink>
            </label>
          </div>
          {error ? (
            <p
              id="quote-error"
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              {error}
            </p>
          ) : null}
          <SubmitButton isPending={false} pendingLabel={t("quote.accepting")} className="w-full sm:w-auto">
            {t("quote.accept")}
          </SubmitButton>
        </form>
      </section>
      <section aria-labelledby="quote-refuse" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="quote-refuse" className="text-base font-semibold text-slate-900">
          {t("quote.refuseTitle")}
        </h2>
        <form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={REFUSE_INTENT} />
          <label htmlFor="refuse-reason" className="block text-sm text-slate-700">
            {t("quote.refuseReason")}
          </label>
          <textarea
            id="refuse-reason"
            name="reason"
            rows={3}
            maxLength={2000}
            className="w-full rounded-md border border-slate-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <button
            type="submit"
            data-pending-label={t("quote.refusing")}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span aria-live="polite">{t("quote.refuse")}</span>
          </button>
        </form>
      </section>
    </div>
  );
}
