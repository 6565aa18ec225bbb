// The signature of a quote's acceptance (issue 31 item 3): the signer's full name, required, which is the signature
// for keyboard users; and an optional pad drawn with mouse, finger or pen, which the inline behaviour
// (app/behaviours/signature-pad.ts) turns into a PNG data URL in the hidden field. Without the script the pad stays
// hidden and the typed name alone signs.
import { hook, HOOKS } from "../../behaviours/hooks.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";

export function SignatureFields() {
  const { t } = useTranslation("portal");
  return (
    <fieldset className="rounded-lg border border-brand-100 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("quote.signatureTitle")}</legend>
      <label htmlFor="signer-name" className="mb-1 block text-sm font-medium text-slate-800">
        {t("quote.signerName")}
      </label>
      <input
        id="signer-name"
        name="signerName"
        required
        maxLength={120}
        autoComplete="name"
        aria-describedby="signer-name-hint"
        className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <p id="signer-name-hint" className="mt-1 text-xs text-slate-600">
        {t("quote.signerNameHint")}
      </p>
      <div {...hook(HOOKS.signaturePad)} hidden className="mt-3">
        <canvas
          {...hook(HOOKS.signatureCanvas)}
          role="img"
          aria-label={t("quote.signaturePad")}
          width={560}
          height={160}
          className="block h-40 w-full touch-none rounded-md border border-dashed border-slate-400 bg-sand-50"
        />
        <input type="hidden" name="signature" {...hook(HOOKS.signatureValue)} />
        <button
          type="button"
          {...hook(HOOKS.signatureClear)}
          className="mt-2 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("quote.signatureClear")}
        </button>
      </div>
    </fieldset>
  );
}
