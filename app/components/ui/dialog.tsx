import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { BACKDROP_CLASSES, DIALOG_PANEL_CLASSES } from "./overlay-classes.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** The label of the corner close button ('Fermer'). */
  closeLabel: string;
};

/** A modal dialog: focus kept inside, Escape and the close button close it, focus returns to the trigger. */
export function DialogContent({ title, description, closeLabel, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={BACKDROP_CLASSES} />
      <DialogPrimitive.Content
        className={cn(DIALOG_PANEL_CLASSES, className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="pr-8">
          <DialogPrimitive.Title className="text-base font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-500">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={closeLabel}>
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
