import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";

const VARIANTS: Record<string, BadgeVariant> = {
  draft: "secondary",
  sent: "default",
  issued: "warning",
  accepted: "success",
  paid: "success",
  confirmed: "default",
  fulfilled: "success",
  converted: "outline",
  rejected: "destructive",
  cancelled: "destructive",
};

/** The status of a quote, invoice, credit note or purchase order, in words (the colour only repeats them). */
export function DocumentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin-documents");
  return <Badge variant={VARIANTS[status] ?? "secondary"}>{t(`statuses.${status}`)}</Badge>;
}
