// A shipment's files (issue 30 item 2): the bill of lading or air waybill PDF and photos of the loading, uploaded
// here, opened through the administrator's own route, and removed after a confirmation.
import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SHIPMENT_FILE_KINDS } from "../../../modules/shipments/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { ConfirmIntentButton } from "../documents/confirm-intent-button.tsx";

type FileRow = { id: string; kind: string; fileName: string; byteSize: number; createdAt: string };

const size = (bytes: number) =>
  `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} Mo`;

export function ShipmentFilesCard({ shipmentId, files }: { shipmentId: string; files: FileRow[] }) {
  const { t } = useTranslation("shipments");
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload-file";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.cards.files")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.files.empty")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {files.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <a
                  href={`/admin/shipments/${shipmentId}/files/${file.id}`}
                  className="break-all text-brand-700 underline"
                >
                  {file.fileName}
                </a>
                <span className="text-xs text-slate-500">
                  {t(`admin.files.kinds.${file.kind}`)} · {size(file.byteSize)}
                </span>
                <ConfirmIntentButton
                  intent="delete-file"
                  fields={{ fileId: file.id }}
                  icon={<Trash2 aria-hidden="true" />}
                  label={t("admin.files.remove")}
                  cancelLabel={t("admin.delete.cancel")}
                  triggerLabel={t("admin.files.removeLabel", { name: file.fileName })}
                  title={t("admin.files.removeTitle")}
                  description={t("admin.files.removeConfirm", { name: file.fileName })}
                  triggerVariant="ghost"
                  size="sm"
                />
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="upload-file" />
          <Field label={t("admin.files.kind")}>
            <Select
              name="kind"
              defaultValue="transport_document"
              options={SHIPMENT_FILE_KINDS.map((kind) => ({ value: kind, label: t(`admin.files.kinds.${kind}`) }))}
            />
          </Field>
          <Field label={t("admin.files.file")}>
            <Input name="file" type="file" accept="application/pdf,image/jpeg,image/png,image/webp" required />
          </Field>
          <StatusButton type="submit" variant="outline" status={isBusy ? "pending" : "idle"}>
            {t("admin.files.upload")}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}
