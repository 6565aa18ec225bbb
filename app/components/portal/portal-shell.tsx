// The frame of a customer's private page: eyebrow, title, a line under it, and the page's sections.
import type { ReactNode } from "react";

export function PortalShell({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle ? <div className="mt-2 text-slate-600">{subtitle}</div> : null}
      <div className="mt-8 space-y-8">{children}</div>
    </main>
  );
}

export function PortalNotice({
  tone,
  title,
  children,
}: {
  tone: "info" | "warning" | "error";
  title?: string;
  children: ReactNode;
}) {
  const colors = {
    info: "border-brand-100 bg-brand-50 text-brand-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
    error: "border-red-300 bg-red-50 text-red-800",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border p-4 text-sm ${colors}`}>
      {title ? <h2 className="mb-1 text-base font-semibold">{title}</h2> : null}
      {children}
    </div>
  );
}

/** A link styled as the site's main button. */
export const PRIMARY_LINK =
  "inline-flex items-center justify-center gap-2 rounded-md bg-coral-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-coral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-600";

export const SECONDARY_LINK =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
