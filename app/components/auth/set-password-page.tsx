// The page an emailed or logged link opens: the password form (POST with the token) and, for the owner holding the
// link, the failed-attempt blocks. /auth/confirm and /auth/reset-password differ only in their texts.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { SetPasswordFormSchema } from "../../modules/auth/auth-form-schemas.ts";
import type { LoginBlockView } from "../../modules/auth/login-blocks-view.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { AUTH_ERROR_ID, AuthCard, AuthErrorAlert, firstErrorKey } from "../admin/auth-card.tsx";
import { PasswordField } from "../admin/password-field.tsx";
import { LoginBlocksSection } from "./login-blocks-section.tsx";

export type SetPasswordPageProps = {
  section: "confirm" | "reset";
  /** Where a visitor with a dead link asks for a new one. */
  requestNewTo: string;
  token: string | null;
  email: string | null;
  blocks: LoginBlockView[];
  actionData: { result?: SubmissionResult<string[]>; unblocked?: number } | undefined;
};

export function SetPasswordPage({ section, requestNewTo, token, email, blocks, actionData }: SetPasswordPageProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "unblock";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SetPasswordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorKey = firstErrorKey(form.errors, fields.password.errors, fields.confirmPassword.errors);
  const invalid = (errors: string[] | undefined) => (errors?.length ? AUTH_ERROR_ID : undefined);
  if (!token) {
    return (
      <AuthCard title={t(`${section}.invalidTitle`)} intro={t(`${section}.invalidText`)}>
        <Link
          to={requestNewTo}
          className="block text-center font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t(`${section}.requestNew`)}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(`${section}.title`)} intro={t(`${section}.intro`, { email })}>
      <AuthErrorAlert id={AUTH_ERROR_ID} title={t("errors.title")} message={errorKey ? t(errorKey) : undefined} />
      <Form method="post" {...getFormProps(form)} aria-busy={isBusy} noValidate>
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" value={email ?? ""} autoComplete="username" readOnly hidden />
        <PasswordField
          label={t("signIn.password")}
          errorId={invalid(fields.password.errors)}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <PasswordField
          label={t("signIn.confirmPassword")}
          errorId={invalid(fields.confirmPassword.errors)}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <button
          type="submit"
          disabled={isBusy}
          className="mt-2 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy ? t(`${section}.busy`) : t(`${section}.submit`)}
        </button>
      </Form>
      <LoginBlocksSection blocks={blocks} token={token} unblocked={actionData?.unblocked} compact />
    </AuthCard>
  );
}
