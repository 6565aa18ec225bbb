import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

type ConfirmIntentButtonProps = {
  /** The `intent` the confirmation posts to the page's action. */
  intent: string;
  /** Hidden fields posted with the intent (a file's id); the button is pending only for its own. */
  fields?: Record<string, string>;
  icon: ReactNode;
  label: string;
  /** The trigger's accessible name when its label alone is ambiguous (one 'Retirer' per file). */
  triggerLabel?: string;
  /** The cancel button's label, from the page's own catalog: 'Annuler'. */
  cancelLabel: string;
  /** The confirmation's title; the button's label by default. */
  title?: string;
  description: string;
  triggerVariant?: ButtonVariant;
  confirmVariant?: ButtonVariant;
  size?: "sm";
};

/**
 * An action that asks first (the document desk's, a shipment's): the button opens the kit's confirmation, whose submit
 * posts `intent` and its fields to the page and shows it pending until the answer comes.
 */
export function ConfirmIntentButton({
  intent,
  fields = {},
  icon,
  label,
  triggerLabel,
  cancelLabel,
  title = label,
  description,
  triggerVariant = "outline",
  confirmVariant = "destructive",
  size,
}: ConfirmIntentButtonProps) {
  const navigation = useNavigation();
  const isPending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={triggerVariant} size={size} aria-label={triggerLabel}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={title}
        description={description}
        cancelLabel={cancelLabel}
        action={
          <Form method="post">
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StatusButton type="submit" variant={confirmVariant} status={isPending ? "pending" : "idle"}>
              {label}
            </StatusButton>
          </Form>
        }
      />
    </AlertDialog>
  );
}

/** 'Supprimer le brouillon' of a quote or purchase order never sent (decision 013), after a confirmation. */
export function DeleteDraftButton({ number }: { number: string }) {
  const { t } = useTranslation("admin-documents");
  return (
    <ConfirmIntentButton
      intent="delete"
      icon={<Trash2 aria-hidden="true" />}
      label={t("drafts.delete")}
      cancelLabel={t("common.cancel")}
      description={t("drafts.deleteConfirm", { number })}
    />
  );
}
