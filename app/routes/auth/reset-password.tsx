import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AUTH_ERROR_ID, AuthCard, AuthErrorAlert, firstErrorKey } from "../../components/admin/auth-card.tsx";
import { PasswordField } from "../../components/admin/password-field.tsx";
import { getServices } from "../../context.server.ts";
import { ResetPasswordFormSchema } from "../../modules/auth/auth-form-schemas.ts";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { findUsableAuthToken } from "../../modules/auth/auth-token.server.ts";
import { getAuthText } from "../../modules/auth/auth-text.server.ts";
import { getClientAddress } from "../../modules/auth/client-address.server.ts";
import { resetPassword } from "../../modules/auth/reset-password.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: authTitle(matches, "reset") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const account = token ? await findUsableAuthToken(db, { token, purpose: "reset" }) : null;
  if (!account) return data({ token: null, email: null }, { status: 410 });
  return { token, email: account.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = getServices(context);
  const submission = parseWithZod(await readFormData(request), { schema: ResetPasswordFormSchema });
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") return data({ result: submission.reply(hidden) }, { status: 400 });
  const { token, password } = submission.value;
  const isDone = await resetPassword(db, { token, password, ip: getClientAddress(request, context) });
  const text = getAuthText().reset;
  if (!isDone) return redirectWithToast(env.SESSION_SECRET, "/auth/forgot-password", { type: "error", title: text.invalidTitle, description: text.invalidText });
  return redirectWithToast(env.SESSION_SECRET, "/login", { type: "success", title: text.doneTitle, description: text.doneText });
}

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorKey = firstErrorKey(form.errors, fields.password.errors, fields.confirmPassword.errors);
  const invalid = (errors: string[] | undefined) => (errors?.length ? AUTH_ERROR_ID : undefined);
  if (!token) {
    return (
      <AuthCard title={t("reset.invalidTitle")} intro={t("reset.invalidText")}>
        <Link to="/auth/forgot-password" className="block text-center font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro", { email })}>
      <AuthErrorAlert id={AUTH_ERROR_ID} title={t("errors.title")} message={errorKey ? t(errorKey) : undefined} />
      <Form method="post" {...getFormProps(form)} aria-busy={isBusy} noValidate>
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" value={email ?? ""} autoComplete="username" readOnly hidden />
        <PasswordField label={t("signIn.password")} errorId={invalid(fields.password.errors)} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
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
          {isBusy ? t("reset.busy") : t("reset.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
