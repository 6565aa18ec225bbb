import { Check, CircleAlert } from "lucide-react";
import { Button, type ButtonProps } from "./button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";

export type ButtonStatus = "idle" | "pending" | "success" | "error";

export type StatusButtonProps = ButtonProps & {
  status: ButtonStatus;
  /** Replaces the label while pending ('Enregistrement...'); the label stays when omitted. */
  pendingLabel?: string;
};

/**
 * A button that shows the state of what it started: a spinner and `aria-busy` while pending (and it cannot be pressed
 * twice), a check after success, a warning sign after an error. Give it the form's or fetcher's state.
 */
export function StatusButton({ status, pendingLabel, children, disabled, ...props }: StatusButtonProps) {
  const isPending = status === "pending";
  return (
    <Button
      {...props}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={cn("aria-busy:cursor-progress aria-busy:opacity-85", props.className)}
    >
      {isPending ? (
        <Spinner />
      ) : status === "success" ? (
        <Check aria-hidden="true" />
      ) : status === "error" ? (
        <CircleAlert aria-hidden="true" />
      ) : null}
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
