import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const VARIANTS = {
  default: "border-transparent bg-brand-700 text-white",
  secondary: "border-transparent bg-slate-100 text-slate-700",
  destructive: "border-transparent bg-red-100 text-red-800",
  success: "border-transparent bg-emerald-100 text-emerald-800",
  warning: "border-transparent bg-amber-100 text-amber-900",
  outline: "border-slate-300 text-slate-700",
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

/** A short status label ('Publié', 'Brouillon'); the words carry the meaning, the colour only repeats it. */
export function Badge({
  variant = "default",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
