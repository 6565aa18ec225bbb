import { cn, FOCUS_RING } from "./cn.ts";

// The button's look apart from its component, so a link or a form's button can wear it without the component's imports.

const VARIANTS = {
  default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 hover:text-slate-900",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

const SIZES = {
  sm: "h-8 gap-1.5 rounded-md px-2.5 text-sm",
  md: "h-9 gap-2 rounded-md px-3.5 text-sm",
  lg: "h-11 gap-2 rounded-lg px-5 text-base",
  icon: "size-9 rounded-md",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for a `Link` or anything else that must look like one. */
export function buttonClasses({
  variant = "default",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors select-none",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    FOCUS_RING,
    VARIANTS[variant],
    variant === "link" ? "h-auto px-0" : SIZES[size],
    className,
  );
}
