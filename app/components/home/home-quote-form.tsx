import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { HomeQuote } from "../../modules/sales/home-quote-schema.ts";
import { HOME_PROJECT_TYPES } from "../../modules/sales/project-types.ts";
import { FormAlert } from "../forms/field-errors.tsx";
import { SelectField, TextareaField, TextField } from "../forms/form-fields.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useLocalePath } from "../locale-link.tsx";
import type { FormConstraint } from "../forms/form-constraint.ts";

export const HOME_QUOTE_INTENT = "home-quote";

export type HomeQuoteActionData = {
  intent: typeof HOME_QUOTE_INTENT;
  result: SubmissionResult<string[]>;
  /** Filled in the form-level message ('…dans {{minutes}} minute(s)…'). */
  values?: Record<string, string | number>;
  /** Shown as the page's message (FormFailureToast); the form-level message says the same. */
  toast?: { title: string; description: string };
};

/**
 * The home quote form (storefront §3, §5), rendered by the server only (decision 006): a real POST handled by the
 * home route's action, checked by the server, whose messages show under the fields and above the button with the
 * entered values kept; an accepted request comes back to '/#quote' with the success message. The page's inline
 * script shows the button's pending state.
 */
export function HomeQuoteForm({
  actionData,
  constraint,
}: {
  actionData: HomeQuoteActionData | undefined;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation(["home", "forms"]);
  const localePath = useLocalePath();
  const [form, fields] = useForm<HomeQuote>({ id: "home-quote", lastResult: actionData?.result, constraint });
  return (
    <form
      method="post"
      action={`${localePath("/")}?index#quote`}
      {...getFormProps(form)}
      noValidate
      className="relative space-y-5"
    >
      <input type="hidden" name="intent" value={HOME_QUOTE_INTENT} />
      <HoneypotField />
      <p className="text-sm text-slate-600">{t("forms:requiredNote")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("quote.name")} autoComplete="name" />
        <TextField meta={fields.email} type="email" label={t("quote.email")} autoComplete="email" />
        <TextField meta={fields.phone} type="tel" label={t("quote.phone")} autoComplete="tel" />
        <TextField meta={fields.location} label={t("quote.location")} autoComplete="address-level2" />
      </div>
      <SelectField
        meta={fields.projectType}
        label={t("quote.projectType")}
        placeholder={t("quote.projectTypePlaceholder")}
        options={HOME_PROJECT_TYPES.map((value) => ({ value, label: t(`forms:projectTypes.${value}`) }))}
      />
      <TextareaField
        meta={fields.message}
        label={t("quote.message")}
        placeholder={t("quote.messagePlaceholder")}
        rows={6}
      />
      <FormAlert id={form.errorId} errors={form.errors} values={actionData?.values} />
      <SubmitButton isPending={false} pendingLabel={t("quote.pending")} className="w-full sm:w-auto">
        {t("quote.submit")}
      </SubmitButton>
    </form>
  );
}
