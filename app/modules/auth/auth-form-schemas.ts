// Zod schemas of the sign-in, reset and forgot-password forms, checked in the browser by Conform and again in the
// action. Messages are keys of the `auth` catalog.
import { z } from "zod";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

export const AUTH_MODES = ["signin", "signup"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

const required = z.string({ error: "errors.requiredFields" }).trim().min(1, "errors.requiredFields");
const email = required.max(320, "errors.invalidEmailFormat").pipe(z.email("errors.invalidEmailFormat"));
const password = z
  .string({ error: "errors.requiredFields" })
  .min(1, "errors.requiredFields")
  .max(PASSWORD_MAX, "errors.passwordTooLong");

/**
 * Sign-in asks for the password; sign-up (ruling 14) only for the address: the password is chosen on the page the
 * mailed link opens, so nothing typed here can become the administrator's password.
 */
export const SignInFormSchema = z
  .object({
    mode: z.enum(AUTH_MODES).default("signin"),
    email,
    password: z.string().max(PASSWORD_MAX, "errors.passwordTooLong").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "signin" && !value.password)
      ctx.addIssue({ code: "custom", path: ["password"], message: "errors.requiredFields" });
  });

export const ForgotPasswordFormSchema = z.object({ email });

/** The page an emailed link opens (first password, or a reset): the token travels in the form, never by GET alone. */
export const SetPasswordFormSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: password.min(PASSWORD_MIN, "errors.passwordTooShort"),
    confirmPassword: z.string({ error: "errors.requiredFields" }).min(1, "errors.requiredFields"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "errors.passwordMismatch" });

/** A post-sign-in destination taken from the URL: only a back-office path of this site. */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || /[\\\s]/.test(value)) return "/admin";
  return value;
}
