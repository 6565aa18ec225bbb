import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping empty ones; of two Tailwind classes for the same property, the later wins, so a
 * caller's `className` can override the kit's (`cn("px-3", "px-4")` is "px-4").
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes);
}

/** The back office's one focus ring: visible on keyboard focus only, the same on every control. */
export const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
