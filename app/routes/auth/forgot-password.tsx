import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AUTH_ERROR_ID, AuthCard, AuthErrorAlert, firstErrorKey } from "../../components/admin/auth-card.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { getServices } from "../../context.server.ts";
import { ForgotPasswordFormSchema } from "../../modules/auth/auth-form-schemas.ts";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { getClientAddress } from "../../modules/auth/client-address.server.ts";
import { authPageHeaders, noStoreMiddleware, throttledPostMiddleware } from "../../modules/auth/auth-headers.server.ts";
import { requestPasswordReset } from "../../modules/auth/request-password-reset.server.tsx";
import { mailCompany } from "../../modules/mail/render-mail.server.tsx";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { backOfficePage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: authTitle(matches, "forgot") },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = authPageHeaders;

export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware, throttledPostMiddleware];

export const handle = backOfficePage();

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, authRefusals } = getServices(context);
  const submission = parseWithZod(await readFormData(request), { schema: ForgotPasswordFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset(db, {
    email: submission.value.email,
    adminEmail: env.ADMIN_EMAIL,
    publicUrl: env.PUBLIC_URL,
    company: mailCompany(env),
    ip: getClientAddress(request, context),
    refusals: authRefusals,
  });
  if (outcome === "throttled")
    return data({ result: submission.reply({ formErrors: ["errors.tooManyAttemptsLater"] }) }, { status: 429 });
  // The same answer whether or not the address has an account, however many links it asked for (issue 28 item 6).
  const t = getServerT("fr", "auth");
  return redirectWithToast(env, "/login", {
    type: "success",
    title: t("forgot.sentTitle"),
    description: t("forgot.sentText"),
  });
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorKey = firstErrorKey(form.errors, fields.email.errors);
  const invalid = (errors: string[] | undefined) => (errors?.length ? AUTH_ERROR_ID : undefined);
  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <AuthErrorAlert id={AUTH_ERROR_ID} title={t("errors.title")} message={errorKey ? t(errorKey) : undefined} />
      <Form method="post" {...getFormProps(form)} aria-busy={isBusy} noValidate>
        <TextField
          label={t("signIn.email")}
          errorId={invalid(fields.email.errors)}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username" }}
        />
        <button
          type="submit"
          disabled={isBusy}
          className="mt-2 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy ? t("forgot.busy") : t("forgot.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
