// The next milestone of an order in a small dialog: its date (today), the fields it asks (container or parcel
// number; vessel and estimated arrival), an optional note and photo. The photo goes through the media upload
// (/admin/uploads/images) first; saving queues the buyer's email.
import { useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { MILESTONE_FIELDS, type OrderMilestone } from "../../../modules/portal/milestones.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { usePortalFetcher } from "./use-portal-fetcher.ts";

type MilestoneDialogProps = { action: string; milestone: OrderMilestone; today: string };

export function MilestoneDialog({ action, milestone, today }: MilestoneDialogProps) {
  const { t } = useTranslation("tracking");
  const [wantsOpen, setOpen] = useState(false);
  const fetcher = usePortalFetcher(`milestone:${action}`);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const fieldErrors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const title = t(`milestones.${milestone}.title`);
  // Saved: the dialog closes (the card then shows the following milestone's button).
  const isOpen = wantsOpen && !answer?.ok;
  const fields = MILESTONE_FIELDS[milestone];
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) fetcher.reset();
        setOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button>{t("admin.next", { milestone: title })}</Button>
      </DialogTrigger>
      <DialogContent
        title={t("admin.dialogTitle", { milestone: title })}
        description={t("admin.dialogDescription")}
        closeLabel={t("admin.cancel")}
      >
        <fetcher.Form method="post" action={action} className="grid gap-4">
          <input type="hidden" name="intent" value="milestone" />
          <input type="hidden" name="milestone" value={milestone} />
          <Field label={t("fields.reachedOn")} isRequired error={fieldErrors.reachedOn}>
            <Input type="date" name="reachedOn" defaultValue={today} />
          </Field>
          {fields.includes("reference") ? (
            <Field label={t("fields.reference")} isRequired error={fieldErrors.reference}>
              <Input name="reference" maxLength={100} autoComplete="off" />
            </Field>
          ) : null}
          {fields.includes("vessel") ? (
            <Field label={t("fields.vessel")} isRequired error={fieldErrors.vessel}>
              <Input name="vessel" maxLength={100} autoComplete="off" />
            </Field>
          ) : null}
          {fields.includes("estimatedArrival") ? (
            <Field label={t("fields.estimatedArrival")} isRequired error={fieldErrors.estimatedArrival}>
              <Input type="date" name="estimatedArrival" />
            </Field>
          ) : null}
          <Field label={t("fields.note")} error={fieldErrors.note}>
            <Textarea name="note" rows={3} maxLength={2000} />
          </Field>
          <PhotoField error={fieldErrors.photoUrl} />
          <DialogFooter>
            <StatusButton
              type="submit"
              status={fetcher.state !== "idle" ? "pending" : "idle"}
              pendingLabel={t("admin.saving")}
            >
              {t("admin.save")}
            </StatusButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** A picture sent to the media upload as soon as it is chosen; the form carries its URL. */
function PhotoField({ error }: { error?: string }) {
  const { t } = useTranslation("tracking");
  const [photo, setPhoto] = useState<{ url: string | null; isUploading: boolean; error: string | null }>({
    url: null,
    isUploading: false,
    error: null,
  });
  const upload = async (file: File) => {
    setPhoto({ url: null, isUploading: true, error: null });
    const body = new FormData();
    body.append("files", file);
    try {
      const response = await fetch("/admin/uploads/images", { method: "POST", body });
      const answer = (await response.json()) as { urls?: string[]; error?: string };
      const url = answer.urls?.[0] ?? null;
      setPhoto({ url, isUploading: false, error: url ? null : (answer.error ?? t("errors.photoInvalid")) });
    } catch {
      setPhoto({ url: null, isUploading: false, error: t("errors.photoInvalid") });
    }
  };
  return (
    <div className="grid gap-2">
      <Field
        label={t("admin.photo")}
        hint={photo.isUploading ? t("admin.photoUploading") : undefined}
        error={photo.error ?? error}
      >
        <Input
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Field>
      {photo.url ? (
        <>
          <input type="hidden" name="photoUrl" value={photo.url} />
          <img src={photo.url} alt="" className="max-h-32 w-fit rounded-md border border-slate-200" />
        </>
      ) : null}
    </div>
  );
}
