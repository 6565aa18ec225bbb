import { Eye } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import { DOCUMENT_CURRENCIES } from "../../../modules/documents/document-lines.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { toast } from "../../toaster.tsx";
import { AlertDialog, AlertDialogAction, AlertDialogContent } from "../../ui/alert-dialog.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { AdminPageHeader } from "../admin-page-header.tsx";
import { DeskAlert } from "./desk-alert.tsx";
import { DocumentStatusBadge } from "./document-status-badge.tsx";

type DocumentEditorFrameProps = {
  title: string;
  description?: string;
  status: string;
  /** The statuses the status field offers. */
  statuses: readonly string[];
  currency: string;
  /** An issued invoice keeps its currency. */
  isCurrencyLocked?: boolean;
  /** Null for a document not saved yet (nothing to preview). */
  previewPath: string | null;
  /** The header's actions after the status and the preview link (convert, mark as paid, send…). */
  actions?: ReactNode;
  error: DeskError | null | undefined;
  /** When the last action succeeded (a new value shows the toast) and what it says. */
  done?: { at?: number; text?: string } | null;
  /** Cards above the form (an invoice's amounts). */
  before?: ReactNode;
  /** The fields of the first card after status and currency (customer, supplier, dates…). */
  fields: ReactNode;
  /** The lines card's content, in the currency chosen in the form. */
  lines: (currency: string) => ReactNode;
  notes: string | null;
  /**
   * A status whose choice is confirmed before saving (an invoice set to 'Envoyé' is frozen): the save asks first,
   * in an alert dialog, when the form holds this status and the document does not have it yet.
   */
  confirmStatus?: { status: string; title: string; description: string; action: string } | null;
};

/**
 * The editor of any document (quote, invoice, purchase order): header with status badge, preview link and the
 * type's actions, then one form (intent=save) of a fields card (status, currency and the type's fields), the lines
 * and the notes, saved together. A failure shows above it; a success is a toast.
 */
export function DocumentEditorFrame(props: DocumentEditorFrameProps) {
  const { t } = useTranslation("admin-documents");
  const [currency, setCurrency] = useState(props.currency);
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const doneAt = props.done?.at ?? null;
  const doneText = props.done?.text ?? t("common.saved");
  useEffect(() => {
    if (doneAt) toast.success(t("toast.success"), { description: doneText });
  }, [doneAt, doneText, t]);
  const formRef = useRef<HTMLFormElement>(null);
  const isConfirmed = useRef(false);
  const [isConfirming, setConfirming] = useState(false);
  const confirm = props.confirmStatus ?? null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new FormData(event.currentTarget).get("status");
    if (confirm && !isConfirmed.current && chosen === confirm.status && props.status !== confirm.status) {
      event.preventDefault();
      setConfirming(true);
    }
    isConfirmed.current = false;
  };
  return (
    <>
      <AdminPageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            <DocumentStatusBadge status={props.status} />
            {props.previewPath ? (
              <Link to={props.previewPath} className={buttonClasses({ variant: "outline" })}>
                <Eye aria-hidden="true" />
                {t("common.preview")}
              </Link>
            ) : null}
            {props.actions}
          </>
        }
      />
      <DeskAlert error={props.error} />
      <div className="grid gap-4">
        {props.before}
        <Form method="post" className="grid gap-4" ref={formRef} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="save" />
          <Card>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <Field label={t("common.status")}>
                <Select
                  key={props.status}
                  name="status"
                  defaultValue={props.status}
                  options={props.statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                />
              </Field>
              <Field label={t("common.currency")}>
                <Select
                  name="currency"
                  value={currency}
                  onValueChange={setCurrency}
                  disabled={props.isCurrencyLocked}
                  options={DOCUMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              </Field>
              {props.fields}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("lines.title")}</CardTitle>
            </CardHeader>
            <CardContent>{props.lines(currency)}</CardContent>
          </Card>
          <Card>
            <CardContent>
              <Field label={t("common.notes")}>
                <Textarea name="notes" defaultValue={props.notes ?? ""} rows={3} />
              </Field>
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <StatusButton type="submit" status={isSaving ? "pending" : "idle"} pendingLabel={t("common.saving")}>
              {t("common.save")}
            </StatusButton>
          </div>
        </Form>
      </div>
      {confirm ? (
        <AlertDialog open={isConfirming} onOpenChange={setConfirming}>
          <AlertDialogContent
            title={confirm.title}
            description={confirm.description}
            cancelLabel={t("common.cancel")}
            action={
              <AlertDialogAction
                variant="default"
                onClick={() => {
                  isConfirmed.current = true;
                  formRef.current?.requestSubmit();
                }}
              >
                {confirm.action}
              </AlertDialogAction>
            }
          />
        </AlertDialog>
      ) : null}
    </>
  );
}
