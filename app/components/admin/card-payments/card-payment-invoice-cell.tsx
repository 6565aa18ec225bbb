import { FileText } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import type { CardPaymentRow } from "./card-payments-table.tsx";

/**
 * A card sale's invoice: its number, linking to it, once issued; 'Établir la facture' for a paid sale without one
 * (the server answers the existing invoice to a second click); nothing for a sale not paid.
 */
export function CardPaymentInvoiceCell({ row }: { row: Pick<CardPaymentRow, "id" | "status" | "invoice"> }) {
  const { t } = useTranslation("admin-payments");
  const navigation = useNavigation();
  if (row.invoice) {
    return (
      <Link to={`/admin/invoices/${row.invoice.id}`} className="font-mono text-sm text-brand-700 underline">
        {row.invoice.number}
      </Link>
    );
  }
  if (row.status !== "paid") return <span className="text-slate-500">—</span>;
  const isPending = navigation.state !== "idle" && navigation.formData?.get("id") === row.id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="invoice" />
      <input type="hidden" name="id" value={row.id} />
      <StatusButton
        type="submit"
        status={isPending ? "pending" : "idle"}
        variant="outline"
        size="sm"
        aria-label={t("invoiceLabel", { id: row.id.slice(0, 8) })}
      >
        <FileText aria-hidden="true" />
        {t("issueInvoice")}
      </StatusButton>
    </Form>
  );
}
