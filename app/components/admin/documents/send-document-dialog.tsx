import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { toast } from "../../toaster.tsx";
import { DeskAlert } from "./desk-alert.tsx";

type SendResult = { sent?: { to: string }; error?: DeskError };

type SendDocumentDialogProps = {
  number: string;
  recipient: { email: string | null; name: string | null };
  /** Opens at once (the purchase order's 'send to supplier' leads here). */
  defaultOpen?: boolean;
};

const FIELD_CODES = new Set(["EMAIL_REQUIRED", "EMAIL_INVALID", "CUSTOMER_EMAIL_MISSING"]);

/**
 * 'Envoyer par email': recipient (required, the customer's or supplier's address suggested), name and message; the
 * page's action sends the PDF through the outbox. Without an address on file it says so.
 */
export function SendDocumentDialog({ number, recipient, defaultOpen = false }: SendDocumentDialogProps) {
  const { t } = useTranslation(["admin-documents", "documents"]);
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);
  const fetcher = useFetcher<SendResult>();
  const error = fetcher.data?.error;
  // An empty recipient is answered at once, without a round trip; the server checks it again.
  const [isEmpty, setEmpty] = useState(false);
  const fieldError = isEmpty
    ? t("documents:errors.EMAIL_REQUIRED")
    : error?.code && FIELD_CODES.has(error.code)
      ? t(`documents:errors.${error.code}`)
      : null;
  const sentTo = fetcher.state === "idle" ? fetcher.data?.sent?.to : undefined;
  useEffect(() => {
    if (!sentTo) return;
    toast.success(t("admin-documents:toast.success"), {
      description: t("admin-documents:preview.sent", { to: sentTo }),
    });
  }, [sentTo, fetcher.data, t]);
  // Sent: the dialog closes; opening it again starts a fresh form.
  const isOpen = wantsOpen && !sentTo;
  const onOpenChange = (open: boolean) => {
    if (open) fetcher.reset();
    setWantsOpen(open);
  };
  const status = fetcher.state !== "idle" ? "pending" : error ? "error" : "idle";
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Mail aria-hidden="true" />
          {t("admin-documents:preview.send")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("admin-documents:preview.sendTitle", { number })}
        description={t("admin-documents:preview.sendDescription")}
        closeLabel={t("admin-documents:common.close")}
      >
        <fetcher.Form
          method="post"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            const to = new FormData(event.currentTarget).get("to");
            if (typeof to === "string" && to.trim()) return;
            event.preventDefault();
            setEmpty(true);
          }}
        >
          <input type="hidden" name="intent" value="send" />
          {!recipient.email ? (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("documents:errors.CUSTOMER_EMAIL_MISSING")}
            </p>
          ) : null}
          {error && !fieldError ? <DeskAlert error={error} /> : null}
          <Field label={t("admin-documents:preview.to")} isRequired error={fieldError}>
            <Input
              type="email"
              name="to"
              defaultValue={recipient.email ?? ""}
              autoComplete="email"
              onChange={() => setEmpty(false)}
            />
          </Field>
          <Field label={t("admin-documents:preview.name")}>
            <Input name="name" defaultValue={recipient.name ?? ""} />
          </Field>
          <Field label={t("admin-documents:preview.message")}>
            <Textarea name="message" rows={4} />
          </Field>
          <DialogFooter>
            <StatusButton type="submit" status={status} pendingLabel={t("admin-documents:preview.sending")}>
              {t("admin-documents:preview.sendSubmit")}
            </StatusButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
