import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";

/** The look shared by text inputs, text areas and select triggers. */
export const CONTROL_CLASSES = cn(
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors",
  "placeholder:text-slate-400 hover:border-slate-400",
  "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40",
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
  "aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/40",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...useFieldControl(props)} className={cn(CONTROL_CLASSES, "h-9 py-1.5", className)} />;
}
