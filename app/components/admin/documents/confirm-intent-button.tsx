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
  icon: ReactNode;
  label: string;
  /** The confirmation's title; the button's label by default. */
  title?: string;
  description: string;
  triggerVariant?: ButtonVariant;
  confirmVariant?: ButtonVariant;
};

/**
 * A desk action that asks first: the button opens the kit's confirmation, whose submit posts `intent` to the page
 * and shows it pending until the answer comes.
 */
export function ConfirmIntentButton({
  intent,
  icon,
  label,
  title = label,
  description,
  triggerVariant = "outline",
  confirmVariant = "destructive",
}: ConfirmIntentButtonProps) {
  const { t } = useTranslation("admin-documents");
  const navigation = useNavigation();
  const isPending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={triggerVariant}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={title}
        description={description}
        cancelLabel={t("common.cancel")}
        action={
          <Form method="post">
            <input type="hidden" name="intent" value={intent} />
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
      description={t("drafts.deleteConfirm", { number })}
    />
  );
}
