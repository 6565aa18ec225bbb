import type { ShipmentStatus } from "../../../modules/shipments/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";

const VARIANT: Record<ShipmentStatus, BadgeVariant> = {
  planned: "secondary",
  loading: "warning",
  departed: "default",
  arrived: "success",
  cleared: "success",
  delivered: "outline",
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation("shipments");
  return <Badge variant={VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}
