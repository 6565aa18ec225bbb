// The planned shipment's last card: delete it, after a confirmation (issue 30 item 2). The server refuses it, with
// its reason, once the shipment has moved on or its documents went to a buyer.
import { Trash2 } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { ConfirmIntentButton } from "../documents/confirm-intent-button.tsx";

export function ShipmentDeleteCard({ reference }: { reference: string }) {
  const { t } = useTranslation("shipments");
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t("admin.delete.hint")}</p>
        <ConfirmIntentButton
          intent="delete"
          icon={<Trash2 aria-hidden="true" />}
          label={t("admin.delete.button")}
          cancelLabel={t("admin.delete.cancel")}
          title={t("admin.delete.title", { reference })}
          description={t("admin.delete.confirm")}
        />
      </CardContent>
    </Card>
  );
}
