/** Joins class names, skipping empty ones. A caller's `className` adds classes; it does not override the kit's. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

/** The back office's one focus ring: visible on keyboard focus only, the same on every control. */
export const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
