import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

type DeleteConfirmProps = {
  /** The trash button's accessible name ('Supprimer Mini-pelle'). */
  label: string;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The hidden fields the confirming form posts (intent and id). */
  fields: Record<string, string>;
};

/** A trash button that asks first; confirming posts `fields` to the page's action without leaving the page. */
export function DeleteConfirm({ label, title, description, cancelLabel, confirmLabel, fields }: DeleteConfirmProps) {
  const fetcher = useFetcher();
  const [isOpen, setOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={title}
        description={description}
        cancelLabel={cancelLabel}
        action={
          // The confirmation closes as the request leaves; the toast then says how it went.
          <fetcher.Form method="post" onSubmit={() => setOpen(false)}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StatusButton
              type="submit"
              variant="destructive"
              className="w-full"
              status={fetcher.state === "idle" ? "idle" : "pending"}
            >
              {confirmLabel}
            </StatusButton>
          </fetcher.Form>
        }
      />
    </AlertDialog>
  );
}
