import { FileMinus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";

/** 'Établir un avoir': a credit note (BPE-AV-…) for what is left of an issued invoice, with a reason. */
export function CreditNoteDialog({ number, amount }: { number: string; amount: string }) {
  const { t } = useTranslation("admin-documents");
  const navigation = useNavigation();
  const isPending = navigation.state !== "idle" && navigation.formData?.get("intent") === "credit";
  const formId = "credit-note-form";
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <FileMinus aria-hidden="true" />
          {t("invoices.creditNote")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t("invoices.creditTitle")}
        description={t("invoices.creditDescription", { number, amount })}
        cancelLabel={t("common.cancel")}
        action={
          <StatusButton type="submit" form={formId} variant="destructive" status={isPending ? "pending" : "idle"}>
            {t("invoices.creditSubmit")}
          </StatusButton>
        }
      >
        <Form method="post" id={formId} className="grid gap-3">
          <input type="hidden" name="intent" value="credit" />
          <Field label={t("invoices.creditReason")}>
            <Textarea name="reason" rows={3} />
          </Field>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
