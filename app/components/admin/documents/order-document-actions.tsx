import { ClipboardList, FilePlus2, Receipt } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import type { OrderDocument } from "../../../modules/documents/list-order-documents.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { DeskAlert } from "./desk-alert.tsx";
import { DocumentStatusBadge } from "./document-status-badge.tsx";

const ACTIONS = [
  { intent: "quote", label: "orderDocuments.createQuote", icon: FilePlus2 },
  { intent: "deposit", label: "orderDocuments.createDeposit", icon: Receipt },
  { intent: "balance", label: "orderDocuments.createBalance", icon: Receipt },
  { intent: "purchase_order", label: "orderDocuments.createPurchaseOrder", icon: ClipboardList },
] as const;

const EDIT_PATHS: Record<OrderDocument["type"], string> = {
  quote: "/admin/quotes",
  invoice: "/admin/invoices",
  purchase_order: "/admin/purchase-orders",
};

/**
 * The buttons that create a quote (the order's configuration as lines), a deposit invoice, a balance invoice
 * (deducting the deposit) or a purchase order from an order; each is opened once made, a failure is shown above them.
 * The order page puts them in its Documents card.
 */
export function OrderDocumentButtons({ orderId }: { orderId: string }) {
  const { t } = useTranslation("admin-documents");
  const fetcher = useFetcher<{ error?: DeskError }>();
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  return (
    <div className="grid gap-3">
      <DeskAlert error={fetcher.state === "idle" ? fetcher.data?.error : null} />
      <fetcher.Form method="post" action={`/admin/orders/${orderId}/documents`} className="flex flex-wrap gap-2">
        {ACTIONS.map(({ intent, label, icon: Icon }) => (
          <StatusButton
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            variant="outline"
            size="sm"
            status={busy === intent ? "pending" : "idle"}
            disabled={Boolean(busy)}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </StatusButton>
        ))}
      </fetcher.Form>
    </div>
  );
}

/** The 'Documents' card of /admin/orders/{id}/documents: the buttons, and the documents that exist. */
export function OrderDocumentActions({ orderId, documents }: { orderId: string; documents: readonly OrderDocument[] }) {
  const { t } = useTranslation("admin-documents");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("orderDocuments.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <OrderDocumentButtons orderId={orderId} />
        {documents.length === 0 ? (
          <p className="text-sm text-slate-500">{t("orderDocuments.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex items-center gap-2">
                  <span className="text-slate-500">{t(`kinds.${doc.kind}`)}</span>
                  <Link to={`${EDIT_PATHS[doc.type]}/${doc.id}`} className="font-medium text-brand-700 hover:underline">
                    {doc.number}
                  </Link>
                </span>
                <DocumentStatusBadge status={doc.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
