import type { CardPaymentStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";

const VARIANTS: Record<CardPaymentStatus, BadgeVariant> = {
  pending: "warning",
  paid: "success",
  failed: "destructive",
  cancelled: "secondary",
};

/** En attente / Payé / Échoué / Annulé (back-office §4). */
export function CardPaymentStatusBadge({ status }: { status: CardPaymentStatus }) {
  const { t } = useTranslation("admin-payments");
  return <Badge variant={VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}
