// The shipment's status and the one button that moves it on: every order's milestones and buyer emails follow.
import { Form, useNavigation } from "react-router";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "../../../modules/shipments/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { ShipmentStatusBadge } from "./shipment-status-badge.tsx";

export function ShipmentStatusCard({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation("shipments");
  const navigation = useNavigation();
  const next = SHIPMENT_STATUSES[SHIPMENT_STATUSES.indexOf(status) + 1];
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.cards.status")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {t("admin.status.current")}
          <ShipmentStatusBadge status={status} />
        </p>
        {next ? (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={next} />
            <StatusButton type="submit" status={isBusy ? "pending" : "idle"}>
              {t("admin.status.next", { status: t(`statuses.${next}`) })}
            </StatusButton>
            <p className="text-xs text-slate-500">{t("admin.status.hint")}</p>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
