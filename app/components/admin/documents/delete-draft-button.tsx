import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

/** 'Supprimer le brouillon' of a quote or purchase order never sent (decision 013), after a confirmation. */
export function DeleteDraftButton({ number, isPending }: { number: string; isPending: boolean }) {
  const { t } = useTranslation("admin-documents");
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          {t("drafts.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t("drafts.delete")}
        description={t("drafts.deleteConfirm", { number })}
        cancelLabel={t("common.cancel")}
        action={
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <StatusButton type="submit" variant="destructive" status={isPending ? "pending" : "idle"}>
              {t("drafts.delete")}
            </StatusButton>
          </Form>
        }
      />
    </AlertDialog>
  );
}
