import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

type SubmitButtonProps = Omit<ComponentProps<"button">, "type"> & {
  isPending: boolean;
  /** Shown instead of the label while the form is being sent ('Envoi en cours...'). */
  pendingLabel: string;
};

/** A submit button that shows and announces the pending state, and cannot be pressed twice meanwhile. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  className = "",
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <button
      {...props}
      type="submit"
      disabled={disabled || isPending}
      aria-disabled={disabled || isPending}
      // Read by the inline script of pages served without React (app/behaviours/pending-submit.ts).
      {...hook(HOOKS.pendingLabel, pendingLabel)}
      className={`inline-flex items-center justify-center gap-2 rounded-md bg-coral-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-coral-500 disabled:cursor-not-allowed disabled:opacity-80 ${className}`}
    >
      {isPending ? (
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      <span aria-live="polite">{isPending ? pendingLabel : children}</span>
    </button>
  );
}
