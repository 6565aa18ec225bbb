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

/**
 * The key of a status's word in `admin-documents`: a credit note ('un avoir') is 'Émis' where an invoice is 'Émise'.
 * `kind` is the document's type or an invoice's kind; only 'credit_note' changes the word.
 */
export function documentStatusKey(status: string, kind?: string | null): string {
  return kind === "credit_note" ? `creditNoteStatuses.${status}` : `statuses.${status}`;
}

/** The status of a quote, invoice, credit note or purchase order, in words (the colour only repeats them). */
export function DocumentStatusBadge({ status, kind }: { status: string; kind?: string | null }) {
  const { t } = useTranslation("admin-documents");
  return <Badge variant={VARIANTS[status] ?? "secondary"}>{t(documentStatusKey(status, kind))}</Badge>;
}
