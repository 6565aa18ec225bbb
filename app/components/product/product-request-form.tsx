import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { PROJECT_TYPES } from "../../modules/catalog/product-request-fields.ts";
import { fieldLimit } from "../../modules/forms/field-limits.ts";
import { optionFieldName } from "../../modules/catalog/product-options.ts";
import type { ProductRequest } from "../../modules/catalog/product-request-schema.ts";
import { HoneypotField } from "../forms/honeypot-field.tsx";
import { TermsCheckbox } from "../payment/card-payment-fields.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";
import type { FormConstraint } from "../forms/form-constraint.ts";

/** The id of the server's message: the form posts to `…#commande-message`, so a refusal comes back in view. */
export const REQUEST_MESSAGE_ID = "commande-message";

export type ProductRequestMessage = { type: "error"; title: string; description: string };
/** The server's refusal, rendered in place (success redirects back to the sheet with a message). */
export type ProductRequestActionData = { reply: SubmissionResult<string[]>; message: ProductRequestMessage };

type ProductRequestFormProps = {
  actionData: ProductRequestActionData | undefined;
  /** URL the form posts to: this page with the current quantity and options. */
  action: string;
  qty: number;
  selections: Record<string, string[]>;
  /** Products without a price can be quoted, not ordered (DESIGN.md ruling 3). */
  canOrder: boolean;
  /** Quantity, options and total, rewritten by the page's script when they change. */
  summary: string;
  /** The schema's constraints (required, lengths), computed on the server. */
  constraint: FormConstraint;
};

/**
 * The quote/order form at #commande (issue 4 item 2), a real POST: the server answers with this page, the form's
 * errors or its success message in place (Conform renders the server's reply). The page's script checks the
 * required fields first and shows the busy state (behaviour/request-form.ts).
 */
export function ProductRequestForm({
  actionData,
  action,
  qty,
  selections,
  canOrder,
  summary,
  constraint,
}: ProductRequestFormProps) {
  const { t } = useTranslation("product");
  const [form, fields] = useForm<ProductRequest>({ id: "commande-form", lastResult: actionData?.reply, constraint });
  const error = (name: keyof typeof fields) =>
    fields[name].errors?.map((key) => t(key, { max: fieldLimit(name) })).join(" ");

  return (
    <section
      id="commande"
      aria-labelledby="commande-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="commande-title" className="text-xl font-semibold text-brand-800">
        {t("form.title")}
      </h2>
      {/* A product 'Sur devis' cannot be ordered (ruling 3): no deposit is offered. */}
      <p className="mt-1 text-sm text-slate-600">{t(canOrder ? "form.intro" : "form.introQuoteOnly")}</p>
      {/* The server's answer; the script writes its own check's message here too. */}
      <div
        id={REQUEST_MESSAGE_ID}
        {...hook(HOOKS.formMessage)}
        role="alert"
        tabIndex={-1}
        hidden={!actionData}
        className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {actionData ? (
          <>
            <strong>{actionData.message.title}</strong> {actionData.message.description}
          </>
        ) : null}
      </div>
      <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700" {...hook(HOOKS.out, "summary")}>
        {summary}
      </p>
      <form
        method="post"
        action={`${action}#${REQUEST_MESSAGE_ID}`}
        {...getFormProps(form)}
        {...hook(HOOKS.requestForm)}
        {...hook(HOOKS.formChecks, "server")}
        className="relative mt-4 grid gap-4 sm:grid-cols-2"
      >
        <HoneypotField />
        {/* A token per page view, written by the page's script: a double click sends it twice and makes one order. */}
        <input type="hidden" name="submissionToken" value="" {...hook(HOOKS.submissionToken)} />
        {/* The configuration on screen, rewritten by the page's script when it changes. */}
        <div {...hook(HOOKS.configFields)} hidden>
          <input type="hidden" name="qty" value={qty} />
          {Object.entries(selections).flatMap(([code, values]) =>
            values.map((value) => (
              <input key={`${code}-${value}`} type="hidden" name={optionFieldName(code)} value={value} />
            )),
          )}
        </div>
        <Field label={t("form.fullName")} isRequired error={error("full_name")} id={fields.full_name.id}>
          <input
            {...getInputProps(fields.full_name, { type: "text" })}
            key={fields.full_name.key}
            autoComplete="name"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.email")} isRequired error={error("email")} id={fields.email.id}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.phone")} error={error("phone")} id={fields.phone.id}>
          <input
            {...getInputProps(fields.phone, { type: "tel" })}
            key={fields.phone.key}
            autoComplete="tel"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.company")} error={error("company")} id={fields.company.id}>
          <input
            {...getInputProps(fields.company, { type: "text" })}
            key={fields.company.key}
            autoComplete="organization"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.location")} error={error("location")} id={fields.location.id}>
          <input
            {...getInputProps(fields.location, { type: "text" })}
            key={fields.location.key}
            className={inputClass}
          />
        </Field>
        <Field label={t("form.taxId")} error={error("taxId")} id={fields.taxId.id}>
          <input
            {...getInputProps(fields.taxId, { type: "text" })}
            key={fields.taxId.key}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.billingAddress")} error={error("address")} id={fields.address.id}>
          <textarea
            {...getTextareaProps(fields.address)}
            key={fields.address.key}
            rows={2}
            autoComplete="street-address"
            className={inputClass}
          />
        </Field>
        <Field label={t("form.deliveryAddress")} error={error("deliveryAddress")} id={fields.deliveryAddress.id}>
          <textarea
            {...getTextareaProps(fields.deliveryAddress)}
            key={fields.deliveryAddress.key}
            rows={2}
            className={inputClass}
          />
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
            <textarea
              {...getTextareaProps(fields.notes)}
              key={fields.notes.key}
              rows={4}
              placeholder={t("form.notesPlaceholder")}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <TermsCheckbox
            isRequired={false}
            id={fields.acceptTerms.id}
            errorId={`${fields.acceptTerms.id}-error`}
            isInvalid={Boolean(fields.acceptTerms.errors?.length)}
          />
          {fields.acceptTerms.errors?.length ? (
            <p id={`${fields.acceptTerms.id}-error`} className="mt-1 text-sm text-red-700">
              {error("acceptTerms")}
            </p>
          ) : null}
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
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t("form.submitQuote")}
          </button>
          {canOrder ? (
            <button
              type="submit"
              name="intent"
              value="order"
              className="rounded-md bg-coral-600 px-5 py-3 font-semibold text-white hover:bg-coral-500 disabled:opacity-60"
            >
              {t("form.submitOrder")}
            </button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500 sm:col-span-2">{t("form.requiredNote")}</p>
      </form>
    </section>
  );
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600";

function Field({
  label,
  isRequired = false,
  error,
  id,
  children,
}: {
  label: string;
  isRequired?: boolean;
  error?: string;
  id: string;
  children: ReactNode;
}) {
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
