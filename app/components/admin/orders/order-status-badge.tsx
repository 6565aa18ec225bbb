import type { OrderStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { ORDER_STATUS_BADGE } from "../../../modules/sales/order-status.ts";
import { Badge } from "../../ui/badge.tsx";

/** 'En attente', 'En traitement', 'Payée', 'Annulée': the words carry the status, the colour repeats it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("admin-orders");
  return <Badge variant={ORDER_STATUS_BADGE[status]}>{t(`statuses.${status}`)}</Badge>;
}
