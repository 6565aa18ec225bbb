import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { cn } from "./cn.ts";
import { BACKDROP_CLASSES, DIALOG_PANEL_CLASSES } from "./overlay-classes.ts";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

type AlertDialogContentProps = Omit<ComponentProps<typeof AlertDialogPrimitive.Content>, "title"> & {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  /** The confirming control: usually an `AlertDialogAction`, or a form's submit button. */
  action: ReactNode;
};

/**
 * A confirmation that cannot be dismissed by a click outside: the person answers with Cancel (focused first, so
 * Enter does no harm) or the action.
 */
export function AlertDialogContent({
  title,
  description,
  cancelLabel,
  action,
  className,
  children,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={BACKDROP_CLASSES} />
      <AlertDialogPrimitive.Content className={cn(DIALOG_PANEL_CLASSES, "max-w-md", className)} {...props}>
        <div>
          <AlertDialogPrimitive.Title className="text-base font-semibold text-slate-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </AlertDialogPrimitive.Description>
        </div>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: "outline" })}>
            {cancelLabel}
          </AlertDialogPrimitive.Cancel>
          {action}
        </div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogAction({
  variant = "destructive",
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: ButtonVariant }) {
  return <AlertDialogPrimitive.Action className={buttonClasses({ variant, className })} {...props} />;
}
