import { ShieldCheck } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Link } from "react-router";

/** The frame of the sign-in, forgot-password and reset pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-10">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-lg">BPE Polynésie</span>
        </Link>
        <section
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-labelledby="auth-title"
        >
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <ShieldCheck className="size-10 text-brand-700" aria-hidden="true" />
            <h1 id="auth-title" className="text-2xl font-semibold text-slate-900">
              {title}
            </h1>
            {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
          </div>
          {children}
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-600 underline-offset-4 hover:underline">
            {t("signIn.backToSite")}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** The error box of an auth form: the spec's destructive toast, rendered in the page so it works without JavaScript. */
export function AuthErrorAlert({ id, title, message }: { id?: string; title: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}

export const AUTH_ERROR_ID = "auth-error";

/** The message to show: the form's own error first, then the first invalid field's, in field order. */
export function firstErrorKey(...lists: Array<string[] | undefined>): string | undefined {
  return lists.find((list) => list && list.length > 0)?.[0];
}
