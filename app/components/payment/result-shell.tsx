// The frame of a payment result page: an icon, a heading, text and the actions below.
import type { ReactNode } from "react";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { LocaleLink } from "../locale-link.tsx";

export type ResultTone = "success" | "pending" | "failure";

const TONES = {
  success: { Icon: CheckCircle2, className: "bg-emerald-100 text-emerald-700" },
  pending: { Icon: Clock, className: "bg-amber-100 text-amber-700" },
  failure: { Icon: XCircle, className: "bg-red-100 text-red-700" },
} as const;

export function ResultShell({ tone, title, children }: { tone: ResultTone; title: string; children: ReactNode }) {
  const { Icon, className } = TONES[tone];
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center text-center">
        <span className={`flex size-14 items-center justify-center rounded-full ${className}`}>
          <Icon aria-hidden="true" className={`size-8 ${tone === "pending" ? "motion-safe:animate-pulse" : ""}`} />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl" aria-live="polite">
          {title}
        </h1>
      </div>
      <div className="mt-8 space-y-6">{children}</div>
    </main>
  );
}

export const PRIMARY_BUTTON =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const SECONDARY_BUTTON =
  "inline-flex items-center justify-center rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** A result whose only action is one link (order not found, cancelled…), with an optional text above it. */
export function ResultWithLink({
  tone,
  title,
  to,
  label,
  children,
}: {
  tone: ResultTone;
  title: string;
  to: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <ResultShell tone={tone} title={title}>
      {children}
      <div className="flex justify-center">
        <LocaleLink to={to} className={PRIMARY_BUTTON}>
          {label}
        </LocaleLink>
      </div>
    </ResultShell>
  );
}
