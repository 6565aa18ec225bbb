import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { toast } from "../toaster.tsx";
import { FIELD_LIMITS, isMissingRequired, PROJECT_TYPES } from "../../modules/catalog/product-request-fields.ts";
import { useLazyValidation } from "../forms/use-lazy-validation.ts";
import { optionFieldName } from "../../modules/catalog/product-options.ts";
import { HoneypotField } from "../forms/honeypot-field.tsx";

export type ProductRequestMessage = { type: "success" | "error"; title: string; description: string };
type Constraint = Parameters<typeof useForm>[0] extends infer O ? (O extends { constraint?: infer C } ? C : never) : never;

const loadValidation = () => import("../../modules/catalog/validate-product-request.ts");

export type ProductRequestActionData = { reply: SubmissionResult<string[]>; message: ProductRequestMessage; id: string };

type ProductRequestFormProps = {
  actionData: ProductRequestActionData | undefined;
  /** URL the form posts to: this page with the current quantity and options. */
  action: string;
  qty: number;
  selections: Record<string, string[]>;
  /** Products without a price can be quoted, not ordered (DESIGN.md ruling 3). */
  canOrder: boolean;
  summary: ReactNode;
  /** The schema's constraints (required, lengths), computed on the server. */
  constraint: Constraint;
};

/** The quote/order form at #commande (issue 4 item 2), a real POST that works without JavaScript. */
export function ProductRequestForm({ actionData, action, qty, selections, canOrder, summary, constraint }: ProductRequestFormProps) {
  const { t } = useTranslation("product");
  const navigation = useNavigation();
  const { validate, startLoading } = useLazyValidation(loadValidation);
  const [form, fields] = useForm({
    id: "commande-form",
    lastResult: actionData?.reply,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate
      ? ({ formData }) => {
          const submission = validate(formData);
          if (submission.status === "error" && isMissingRequired(submission.error ?? undefined)) {
            toast.error(t("form.missingTitle"), { description: t("form.missingText") });
          }
          return submission;
        }
      : undefined,
  });

  useEffect(() => {
    if (!actionData) return;
    const show = actionData.message.type === "success" ? toast.success : toast.error;
    show(actionData.message.title, { id: actionData.id, description: actionData.message.description });
  }, [actionData]);

  const busyIntent = navigation.state === "submitting" && navigation.formAction?.startsWith(action.split("?")[0]!)
    ? String(navigation.formData?.get("intent") ?? "")
    : null;
  const isBusy = busyIntent !== null;
  const error = (name: keyof typeof fields) => fields[name].errors?.map((key) => t(key, { max: fieldMax(name) })).join(" ");

  return (
    <section id="commande" aria-labelledby="commande-title" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="commande-title" className="text-xl font-semibold text-brand-800">
        {t("form.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("form.intro")}</p>
      {actionData ? (
        <div
          role={actionData.message.type === "error" ? "alert" : "status"}
          className={`mt-4 rounded-md px-4 py-3 text-sm ${actionData.message.type === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
        >
          <strong>{actionData.message.title}</strong> {actionData.message.description}
        </div>
      ) : null}
      <div className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">{summary}</div>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        onFocus={startLoading}
        onPointerEnter={startLoading}
        data-checks={validate ? "browser" : "server"}
        className="relative mt-4 grid gap-4 sm:grid-cols-2"
      >
        <HoneypotField />
        <input type="hidden" name="qty" value={qty} />
        {Object.entries(selections).flatMap(([code, values]) =>
          values.map((value) => <input key={`${code}-${value}`} type="hidden" name={optionFieldName(code)} value={value} />),
        )}
        <Field label={t("form.fullName")} isRequired error={error("full_name")} id={fields.full_name.id}>
          <input {...getInputProps(fields.full_name, { type: "text" })} key={fields.full_name.key} autoComplete="name" className={inputClass} />
        </Field>
        <Field label={t("form.email")} isRequired error={error("email")} id={fields.email.id}>
          <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" className={inputClass} />
        </Field>
        <Field label={t("form.phone")} error={error("phone")} id={fields.phone.id}>
          <input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="tel" className={inputClass} />
        </Field>
        <Field label={t("form.company")} error={error("company")} id={fields.company.id}>
          <input {...getInputProps(fields.company, { type: "text" })} key={fields.company.key} autoComplete="organization" className={inputClass} />
        </Field>
        <Field label={t("form.location")} error={error("location")} id={fields.location.id}>
          <input {...getInputProps(fields.location, { type: "text" })} key={fields.location.key} className={inputClass} />
        </Field>
        <Field label={t("form.projectType")} error={error("projectType")} id={fields.projectType.id}>
          <select {...getSelectProps(fields.projectType)} key={fields.projectType.key} className={inputClass}>
            <option value="">{t("form.projectTypePlaceholder")}</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`form.projectTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field label={t("form.notes")} error={error("notes")} id={fields.notes.id}>
            <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={4} placeholder={t("form.notesPlaceholder")} className={inputClass} />
          </Field>
        </div>
        {form.errors?.length ? (
          <p className="text-sm text-red-700 sm:col-span-2" id={form.errorId}>
            {form.errors.map((key) => t(key)).join(" ")}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <button
            type="submit"
            name="intent"
            value="quote"
            disabled={isBusy}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {busyIntent === "quote" ? t("form.busy") : t("form.submitQuote")}
          </button>
          {canOrder ? (
            <button
              type="submit"
              name="intent"
              value="order"
              disabled={isBusy}
              className="rounded-md bg-coral-600 px-5 py-3 font-semibold text-white hover:bg-coral-500 disabled:opacity-60"
            >
              {busyIntent === "order" ? t("form.busy") : t("form.submitOrder")}
            </button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500 sm:col-span-2">{t("form.requiredNote")}</p>
      </Form>
    </section>
  );
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600";

function fieldMax(name: string): number {
  return (FIELD_LIMITS as Record<string, number>)[name] ?? 0;
}

function Field({ label, isRequired = false, error, id, children }: { label: string; isRequired?: boolean; error?: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {isRequired ? <span className="text-coral-600"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
