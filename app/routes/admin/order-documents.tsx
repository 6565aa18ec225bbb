// /admin/orders/{id}/documents: the documents made from an order. Its action (POST, `intent`) creates a quote, a
// deposit invoice, a balance invoice or a purchase order from the order and opens it; the order page's Documents
// card (OrderDocumentActions) posts here. The page itself shows that card on its own.
import { redirect } from "react-router";
import type { Route } from "./+types/order-documents";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { DeskAlert } from "../../components/admin/documents/desk-alert.tsx";
import { deskMoney } from "../../components/admin/documents/desk-format.ts";
import { OrderDocumentActions } from "../../components/admin/documents/order-document-actions.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { createBalanceInvoice } from "../../modules/documents/create-balance-invoice.server.ts";
import { createDepositInvoice } from "../../modules/documents/create-deposit-invoice.server.ts";
import { createPurchaseOrderFromOrder } from "../../modules/documents/create-purchase-order-from-order.server.ts";
import { createQuoteFromOrder } from "../../modules/documents/create-quote-from-order.server.ts";
import { deskFailure } from "../../modules/documents/desk-action.server.ts";
import type { DeskFailureKey } from "../../modules/documents/desk-error-text.ts";
import { isUuid } from "../../modules/documents/desk-form.ts";
import { getOrderSummary, listOrderDocuments } from "../../modules/documents/list-order-documents.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.orders");

export const handle: AdminHandle = { breadcrumb: "nav.orders" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getServices(context);
  const order = isUuid(params.id) ? await getOrderSummary(db, params.id) : null;
  if (!order) throw new Response("Not Found", { status: 404 });
  return { order, documents: await listOrderDocuments(db, order.id) };
}

type Creator = {
  failure: DeskFailureKey;
  path: string;
  make: (options: {
    db: Parameters<typeof createQuoteFromOrder>[0]["db"];
    actor: string;
    orderId: string;
  }) => Promise<{ id: string }>;
};
const CREATORS: Record<string, Creator> = {
  quote: { failure: "createQuote", path: "/admin/quotes", make: createQuoteFromOrder },
  deposit: { failure: "createDepositInvoice", path: "/admin/invoices", make: createDepositInvoice },
  balance: { failure: "createBalanceInvoice", path: "/admin/invoices", make: createBalanceInvoice },
  purchase_order: {
    failure: "createPurchaseOrder",
    path: "/admin/purchase-orders",
    make: createPurchaseOrderFromOrder,
  },
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, logger } = getServices(context);
  const intent = formData.get("intent");
  const creator = typeof intent === "string" ? CREATORS[intent] : undefined;
  if (!creator) throw new Response("Unknown intent", { status: 400 });
  try {
    const orderId = isUuid(params.id) ? params.id : "00000000-0000-0000-0000-000000000000";
    const made = await creator.make({ db, actor: email, orderId });
    return redirect(`${creator.path}/${made.id}`);
  } catch (error) {
    return deskFailure(error, creator.failure, logger);
  }
}

export default function OrderDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { order, documents } = loaderData;
  const shortId = order.id.slice(0, 8);
  return (
    <>
      <AdminPageHeader
        title={t("orderDocuments.pageTitle", { id: shortId })}
        description={`${t("orderDocuments.order", { id: shortId, amount: deskMoney(order.amount, order.currency) })} · ${order.productSlug}`}
      />
      {/* A form posted without JavaScript answers here; the card's fetcher shows it otherwise. */}
      <DeskAlert error={actionData?.error} />
      <OrderDocumentActions orderId={order.id} documents={documents} />
    </>
  );
}
