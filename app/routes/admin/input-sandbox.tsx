// Developer test page for the shared form inputs (back-office §2), behind the admin layout's guard: a Zod + Conform
// form posting to its action, the values or errors the server answers, and the input log (last 50 events).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/input-sandbox";
import { PasswordField } from "../../components/admin/password-field.tsx";
import { TextField as AdminTextField } from "../../components/admin/text-field.tsx";
import { FieldErrors, FormAlert } from "../../components/forms/field-errors.tsx";
import { SelectField, TextareaField, TextField } from "../../components/forms/form-fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { InputLogPanel } from "../../components/rich-text/input-log-panel.tsx";
import { useInputLog } from "../../components/rich-text/input-log.ts";
import { InputSandboxSchema, PASSWORD_MIN, SANDBOX_CATEGORIES } from "../../modules/editor/input-sandbox-schema.ts";
import { parseInputSandbox } from "../../modules/editor/parse-input-sandbox.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import type { AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: getMetaText(matches, "editor:meta.sandboxTitle") },
  { name: "robots", content: "noindex, nofollow" },
];

const CONSTRAINT = getZodConstraint(InputSandboxSchema);

export const handle: AdminHandle = { breadcrumb: "nav.inputSandbox" };

export async function action({ request }: Route.ActionArgs) {
  return parseInputSandbox(await readFormData(request));
}

/** What the log shows of a field event: the field's name and the length of its value (never a password). */
function describeTarget(target: EventTarget): string | undefined {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ))
    return undefined;
  return `${target.name} (${target.value.length})`;
}

export default function InputSandbox({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const navigation = useNavigation();
  const log = useInputLog();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: CONSTRAINT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InputSandboxSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const logEvent = (type: string) => (event: FormEvent) => log.record(type, describeTarget(event.target));
  const { key: quantityKey, ...quantityProps } = getInputProps(fields.quantity, { type: "number" });
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: "password" });

  return (
    <>
      <AdminPageHeader title={t("sandbox.title")} description={t("sandbox.intro")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          onInput={logEvent("input")}
          onFocus={logEvent("focus")}
          onBlur={logEvent("blur")}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.name} label={t("sandbox.fields.name")} autoComplete="off" />
            <TextField meta={fields.email} label={t("sandbox.fields.email")} type="email" autoComplete="off" />
            <TextField meta={fields.phone} label={t("sandbox.fields.phone")} type="tel" autoComplete="off" />
            <SelectField
              meta={fields.category}
              label={t("sandbox.fields.category")}
              placeholder={t("sandbox.fields.categoryPlaceholder")}
              options={SANDBOX_CATEGORIES.map((value) => ({ value, label: t(`sandbox.categories.${value}`) }))}
            />
          </div>
          <TextareaField meta={fields.message} label={t("sandbox.fields.message")} rows={4} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <AdminTextField
                key={quantityKey}
                label={t("sandbox.fields.quantity")}
                errorId={fields.quantity.errors ? fields.quantity.errorId : undefined}
                inputProps={{ ...quantityProps, name: fields.quantity.name, inputMode: "numeric" }}
              />
              <div className="-mt-3 mb-2">
                <FieldErrors id={fields.quantity.errorId} errors={fields.quantity.errors} />
              </div>
            </div>
            <div>
              <PasswordField
                key={passwordKey}
                label={t("sandbox.fields.password")}
                errorId={fields.password.errors ? fields.password.errorId : undefined}
                inputProps={{ ...passwordProps, name: fields.password.name, autoComplete: "new-password" }}
              />
              <div className="-mt-3 mb-2">
                <FieldErrorsWithMin id={fields.password.errorId} errors={fields.password.errors} />
              </div>
            </div>
          </div>
          <SubmitButton isPending={navigation.state === "submitting"} pendingLabel={t("sandbox.submitPending")}>
            {t("sandbox.submit")}
          </SubmitButton>
        </Form>
        <div className="space-y-6">
          <SandboxResult actionData={actionData} />
          <InputLogPanel entries={log.entries} onClear={log.clear} />
        </div>
      </div>
    </>
  );
}

/** The password's message carries its minimum length. */
function FieldErrorsWithMin({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error}>{t(error, { min: PASSWORD_MIN, max: CONSTRAINT.password?.maxLength })}</li>
      ))}
    </ul>
  );
}

function SandboxResult({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("editor");
  const errors = actionData?.result.error ?? {};
  const hasErrors = Object.values(errors).some((list) => list?.length);
  return (
    <section aria-labelledby="sandbox-result-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="sandbox-result-title" className="text-lg font-semibold text-slate-900">
        {t("sandbox.result.title")}
      </h2>
      {!actionData ? (
        <p className="mt-2 text-sm text-slate-600">{t("sandbox.result.empty")}</p>
      ) : (
        <div role="status" className="mt-2">
          <p className={`text-sm font-medium ${hasErrors ? "text-red-800" : "text-emerald-800"}`}>
            {t(hasErrors ? "sandbox.result.failure" : "sandbox.result.success")}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {hasErrors
              ? Object.entries(errors)
                  .filter(([, list]) => list?.length)
                  .map(([name, list]) => (
                    <SandboxRow
                      key={name}
                      name={name}
                      value={list!
                        .map((error) => t(error, { min: PASSWORD_MIN, max: CONSTRAINT[name]?.maxLength }))
                        .join(" ")}
                    />
                  ))
              : Object.entries(actionData.values ?? {}).map(([name, value]) => (
                  <SandboxRow
                    key={name}
                    name={name}
                    value={
                      name === "passwordLength"
                        ? t("sandbox.result.passwordMasked", { count: Number(value) })
                        : value === null
                          ? t("sandbox.result.none")
                          : JSON.stringify(value)
                    }
                  />
                ))}
          </dl>
        </div>
      )}
    </section>
  );
}

function SandboxRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className="font-mono text-xs leading-5 text-slate-600">{name}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </>
  );
}
