import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { AdminOrderView } from "../../../modules/sales/admin-order.server.ts";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";

type OrderDocument = AdminOrderView["documents"][number];

const PATHS = { quote: "/admin/quotes", invoice: "/admin/invoices", purchaseOrder: "/admin/purchase-orders" } as const;

function typeKey(document: OrderDocument): string {
  if (document.type !== "invoice") return document.type;
  if (document.kind === "deposit") return "invoiceDeposit";
  if (document.kind === "balance") return "invoiceBalance";
  return "invoice";
}

/**
 * The quotes, invoices and purchase orders made from this order, each a link to its page; `actions` is the place of
 * the document desk's buttons (create a quote, a deposit or balance invoice, a purchase order from the order).
 */
export function OrderDocumentsCard({
  documents,
  actions,
}: {
  documents: readonly OrderDocument[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation("admin-orders");
  return (
    <Card>
      <CardHeader>
        <CardTitle id="order-documents">{t("detail.documents.title")}</CardTitle>
      </CardHeader>
      {documents.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{t("detail.documents.empty")}</CardContent>
      ) : (
        <ul aria-labelledby="order-documents" className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.id}>
              <Link
                to={`${PATHS[document.type]}/${document.id}`}
                className={cn(
                  "flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm hover:bg-slate-50",
                  FOCUS_RING,
                )}
              >
                <span className="font-mono text-xs font-medium text-brand-700">{document.number}</span>
                <span className="min-w-0 flex-1 text-slate-900">
                  {t(`detail.documents.types.${typeKey(document)}`)}
                </span>
                <Badge variant="secondary">{t(`detail.documents.statuses.${document.status}`)}</Badge>
                <span className="tabular-nums">{formatMoney(document.total, document.currency, "fr-FR")}</span>
                <time dateTime={document.createdAt} className="text-xs text-slate-500">
                  {formatTahitiDate(document.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {actions ? (
        <section
          aria-label={t("detail.documents.actionsPlace")}
          className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3"
        >
          {actions}
        </section>
      ) : null}
    </Card>
  );
}
