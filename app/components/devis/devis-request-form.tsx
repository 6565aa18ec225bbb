import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Form, useNavigate, useNavigation } from "react-router";
import { toast } from "../toaster.tsx";
import type { DevisRequest } from "../../modules/sales/devis-request-schema.ts";
import { FormAlert } from "../forms/field-errors.tsx";
import { TextareaField, TextField } from "../forms/form-fields.tsx";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useHydrated } from "../use-hydrated.ts";

export const DEVIS_INTENT = "devis-request";
/** Sent only when JavaScript runs: the page then shows the toast and moves on by itself after 1 second. */
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

type Constraint = Parameters<typeof useForm>[0] extends infer O
  ? O extends { constraint?: infer C }
    ? C
    : never
  : never;

/** The custom quote page's form (storefront §2, §5, §8). */
export function DevisRequestForm({
  actionData,
  constraint,
}: {
  actionData: DevisActionData | undefined;
  constraint: Constraint;
}) {
  const { t } = useTranslation(["devis", "forms"]);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const success = actionData && "status" in actionData ? actionData : undefined;
  const failure = actionData && "result" in actionData ? actionData : undefined;
  const isPending =
    Boolean(success) || (navigation.state === "submitting" && navigation.formData?.get("intent") === DEVIS_INTENT);
  const [form, fields] = useForm<DevisRequest>({
    id: "devis-request",
    lastResult: navigation.state === "idle" ? failure?.result : undefined,
    constraint,
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!success) return;
    toast.success(t("form.successTitle"), { description: t("form.successText") });
    const timer = window.setTimeout(() => navigate(success.redirectTo), THANK_YOU_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate, t]);

  useEffect(() => {
    if (failure?.toast)
      toast.error(t(failure.toast.title), { description: t(failure.toast.description, failure.values) });
  }, [failure, t]);

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-5">
      <input type="hidden" name="intent" value={DEVIS_INTENT} />
      {isHydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
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
      <SubmitButton isPending={isPending} pendingLabel={t("form.pending")} className="w-full sm:w-auto">
        {t("form.submit")}
      </SubmitButton>
    </Form>
  );
}
