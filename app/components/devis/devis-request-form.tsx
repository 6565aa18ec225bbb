import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { HOOKS, hook } from "../../behaviours/hooks.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { DevisRequest } from "../../modules/sales/devis-request-schema.ts";
import { FormAlert } from "../forms/field-errors.tsx";
import { TextareaField, TextField } from "../forms/form-fields.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { StaticToast } from "../static-page/static-toast.tsx";
import type { FormConstraint } from "../forms/form-constraint.ts";

export const DEVIS_INTENT = "devis-request";
/** Added by the page's script (app/behaviours/js-form.ts): the page then shows the success and moves on itself. */
export const JS_FIELD = "js";
export const THANK_YOU_DELAY_MS = 1_000;

export type DevisActionData =
  | {
      intent: typeof DEVIS_INTENT;
      result: SubmissionResult<string[]>;
      values?: Record<string, string | number>;
      toast?: { title: string; description: string };
    }
  | { intent: typeof DEVIS_INTENT; status: "success"; redirectTo: string };

/**
 * The custom quote page's form (storefront §2, §5, §8), rendered by the server only (decision 006): a real POST,
 * checked by the server, whose messages show under the fields and above the button with the values kept. With
 * JavaScript the page's script adds the `js` field; an accepted request then comes back as this page saying
 * 'Demande envoyée !', which moves on to the thank-you page a second later (storefront §2 /devis); without it, the
 * server redirects there at once.
 */
export function DevisRequestForm({
  actionData,
  constraint,
}: {
  actionData: DevisActionData | undefined;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation(["devis", "forms"]);
  const success = actionData && "status" in actionData ? actionData : undefined;
  const failure = actionData && "result" in actionData ? actionData : undefined;
  const [form, fields] = useForm<DevisRequest>({ id: "devis-request", lastResult: failure?.result, constraint });

  return (
    <>
      <form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="relative space-y-5"
        {...hook(HOOKS.jsForm, JS_FIELD)}
      >
        <input type="hidden" name="intent" value={DEVIS_INTENT} />
        <HoneypotField />
        <p className="text-sm text-slate-600">{t("forms:requiredNote")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.name} label={t("form.name")} autoComplete="name" />
          <TextField meta={fields.email} type="email" label={t("form.email")} autoComplete="email" />
          <TextField
            meta={fields.phone}
            type="tel"
            label={t("form.phone")}
            autoComplete="tel"
            className="sm:col-span-2"
          />
        </div>
        <TextareaField meta={fields.notes} label={t("form.notes")} placeholder={t("form.notesPlaceholder")} rows={6} />
        <FormAlert id={form.errorId} errors={form.errors} values={failure?.values} />
        <SubmitButton isPending={Boolean(success)} pendingLabel={t("form.pending")} className="w-full sm:w-auto">
          {t("form.submit")}
        </SubmitButton>
      </form>
      {success ? (
        <>
          <StaticToast toast={{ type: "success", title: t("form.successTitle"), description: t("form.successText") }} />
          <span
            hidden
            {...hook(HOOKS.redirectTo, success.redirectTo)}
            {...hook(HOOKS.redirectDelay, THANK_YOU_DELAY_MS)}
          />
        </>
      ) : null}
    </>
  );
}
