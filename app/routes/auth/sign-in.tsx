import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { AUTH_ERROR_ID, AuthCard, AuthErrorAlert, firstErrorKey } from "../../components/admin/auth-card.tsx";
import { PasswordField } from "../../components/admin/password-field.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { getServices } from "../../context.server.ts";
import { getAdminUser } from "../../modules/auth/admin-guard.server.ts";
import { readSessionToken, serializeSessionCookie } from "../../modules/auth/admin-session.server.ts";
import { type AuthMode, safeAdminRedirect, SignInFormSchema } from "../../modules/auth/auth-form-schemas.ts";
import { authTitle } from "../../modules/auth/auth-meta.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { getClientAddress } from "../../modules/auth/client-address.server.ts";
import { authPageHeaders, noStoreMiddleware, throttledPostMiddleware } from "../../modules/auth/auth-headers.server.ts";
import { PasswordHashBusyError } from "../../modules/auth/password.server.ts";
import { signInAdmin } from "../../modules/auth/sign-in-admin.server.ts";
import { signUpAdmin } from "../../modules/auth/sign-up-admin.server.tsx";
import { mailCompany } from "../../modules/mail/render-mail.server.tsx";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { backOfficePage } from "../../modules/routing/page-policy.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: authTitle(matches, "signIn") },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = authPageHeaders;

export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware, throttledPostMiddleware];

export const handle = backOfficePage();

export async function loader({ request, context }: Route.LoaderArgs) {
  // An administrator already signed in goes straight to the back office (spec §2).
  if (await getAdminUser(request, context)) throw redirect("/admin");
  const url = new URL(request.url);
  const mode: AuthMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  return { mode, redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")) };
}

// Each failure answers with the spec's message and a fitting status; nothing is written but the audit and throttle rows.
// A wrong password and an address other than the administrator's answer the same status (issue 28 item 6); the
// spec's own messages ('Email ou mot de passe incorrect', 'Accès refusé') stay.
const STATUS = {
  throttled: 429,
  tooManyLinks: 429,
  serverBusy: 503,
  accessDenied: 401,
  invalidCredentials: 401,
  emailNotConfirmed: 403,
  invalidEmail: 400,
  signupDisabled: 403,
  userExists: 409,
};
const MESSAGE_KEY: Partial<Record<keyof typeof STATUS, string>> = {
  throttled: "tooManyAttempts",
  tooManyLinks: "tooManyLinks",
};
const SECRET_FIELDS = ["password"];
const BUSY_RETRY_SECONDS = 5;

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, authRefusals } = getServices(context);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: SignInFormSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: SECRET_FIELDS }),
        adminEmail: undefined as string | undefined,
        waitMinutes: undefined as number | undefined,
      },
      { status: 400 },
    );
  }
  const { mode, email, password = "" } = submission.value;
  const ip = getClientAddress(request, context);
  const fail = (error: keyof typeof STATUS, waitMs?: number) => {
    const waitSeconds = error === "serverBusy" ? BUSY_RETRY_SECONDS : waitMs ? Math.ceil(waitMs / 1000) : undefined;
    return data(
      {
        result: submission.reply({ formErrors: [`errors.${MESSAGE_KEY[error] ?? error}`], hideFields: SECRET_FIELDS }),
        adminEmail: error === "invalidEmail" ? env.ADMIN_EMAIL : undefined,
        waitMinutes: waitMs ? Math.max(1, Math.ceil(waitMs / 60_000)) : undefined,
      },
      { status: STATUS[error], headers: waitSeconds ? { "Retry-After": String(waitSeconds) } : undefined },
    );
  };
  const t = getServerT("fr", "auth");

  if (mode === "signup") {
    const result = await signUpAdmin(db, {
      email,
      ip,
      refusals: authRefusals,
      adminEmail: env.ADMIN_EMAIL,
      publicUrl: env.PUBLIC_URL,
      company: mailCompany(env),
    });
    if (!result.ok) return fail(result.error, result.waitMs);
    return redirectWithToast(env, "/login", {
      type: "success",
      title: t("toasts.signUpTitle"),
      description: t("toasts.signUpText"),
    });
  }

  let result;
  try {
    result = await signInAdmin(db, {
      email,
      password,
      ip,
      refusals: authRefusals,
      adminEmail: env.ADMIN_EMAIL,
      userAgent: request.headers.get("User-Agent"),
      previousToken: await readSessionToken(request, env.PUBLIC_URL),
    });
  } catch (error) {
    if (error instanceof PasswordHashBusyError) return fail("serverBusy");
    throw error;
  }
  if (!result.ok) return fail(result.error, result.waitMs);
  const headers = new Headers({ "Set-Cookie": await serializeSessionCookie(result.token, env.PUBLIC_URL) });
  const redirectTo = safeAdminRedirect(String(formData.get("redirectTo") ?? ""));
  return redirectWithToast(
    env,
    redirectTo,
    { type: "success", title: t("toasts.signInTitle"), description: t("toasts.signInText") },
    { headers },
  );
}

export default function SignIn() {
  const { mode, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const isSignUp = mode === "signup";
  const [form, fields] = useForm({
    id: `sign-in-${mode}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorKey = firstErrorKey(form.errors, fields.email.errors, fields.password.errors);
  const invalid = (errors: string[] | undefined) => (errors?.length ? AUTH_ERROR_ID : undefined);
  const switchSearch = new URLSearchParams(redirectTo !== "/admin" ? { redirectTo } : {});
  if (!isSignUp) switchSearch.set("mode", "signup");
  const switchQuery = switchSearch.toString();

  return (
    <AuthCard
      title={isSignUp ? t("signIn.signUpTitle") : t("signIn.signInTitle")}
      intro={isSignUp ? t("signIn.signUpIntro") : t("signIn.signInIntro")}
    >
      <AuthErrorAlert
        id={AUTH_ERROR_ID}
        title={t("errors.title")}
        message={
          errorKey
            ? t(errorKey, { email: actionData?.adminEmail ?? "", count: actionData?.waitMinutes ?? 15 })
            : undefined
        }
      />
      <Form method="post" {...getFormProps(form)} aria-busy={isBusy} noValidate>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label={t("signIn.email")}
          errorId={invalid(fields.email.errors)}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username" }}
        />
        {isSignUp ? null : (
          <PasswordField
            label={t("signIn.password")}
            errorId={invalid(fields.password.errors)}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          />
        )}
        <button
          type="submit"
          disabled={isBusy}
          className="mt-2 w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy
            ? isSignUp
              ? t("signIn.busySignUp")
              : t("signIn.busySignIn")
            : isSignUp
              ? t("signIn.submitSignUp")
              : t("signIn.submitSignIn")}
        </button>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm">
        <Link
          to={switchQuery ? `?${switchQuery}` : "."}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {isSignUp ? t("signIn.switchToSignIn") : t("signIn.switchToSignUp")}
        </Link>
        {isSignUp ? null : (
          <Link to="/auth/forgot-password" className="text-slate-600 underline-offset-4 hover:underline">
            {t("signIn.forgotPassword")}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
