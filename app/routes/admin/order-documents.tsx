// POST /admin/orders/{id}/documents (`intent` quote, deposit, balance or purchase_order): makes that document from
// the order and opens it; a failure goes back to the order page with its message ('Impossible de créer la facture
// de solde: …', back-office §8) in a toast. The order page's Documents card posts here; a GET leads to that page.
import { redirect } from "react-router";
import type { Route } from "./+types/order-documents";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { createBalanceInvoice } from "../../modules/documents/create-balance-invoice.server.ts";
import { createDepositInvoice } from "../../modules/documents/create-deposit-invoice.server.ts";
import { createPurchaseOrderFromOrder } from "../../modules/documents/create-purchase-order-from-order.server.ts";
import { createQuoteFromOrder } from "../../modules/documents/create-quote-from-order.server.ts";
import { deskErrorText, type DeskFailureKey } from "../../modules/documents/desk-error-text.ts";
import { isUuid } from "../../modules/documents/desk-form.ts";
import { recordIdOf } from "../../modules/documents/desk-action.server.ts";
import { isDocumentError } from "../../modules/documents/document-error.ts";
import { getDocumentT } from "../../modules/documents/document-text.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";

const orderPath = (id: string | undefined) => (isUuid(id) ? `/admin/orders/${id}` : "/admin/orders");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect(orderPath(params.id));
}

type Maker = (options: {
  db: Parameters<typeof createQuoteFromOrder>[0]["db"];
  actor: string;
  orderId: string;
}) => Promise<{ id: string }>;
const CREATORS: Record<string, { failure: DeskFailureKey; path: string; make: Maker }> = {
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
  const { db, env, logger } = getServices(context);
  const intent = formData.get("intent");
  const creator = typeof intent === "string" ? CREATORS[intent] : undefined;
  if (!creator) throw new Response("Unknown intent", { status: 400 });
  try {
    const made = await creator.make({ db, actor: email, orderId: recordIdOf(params.id) });
    return redirect(`${creator.path}/${made.id}`);
  } catch (error) {
    const code = isDocumentError(error) ? error.code : null;
    if (code === null) logger.error({ err: error, failure: creator.failure }, "document from an order failed");
    const t = getDocumentT();
    return redirectWithToast(env, code === "ORDER_NOT_FOUND" ? "/admin/orders" : orderPath(params.id), {
      type: "error",
      title: t("admin-documents:toast.error"),
      description: deskErrorText({ failure: creator.failure, code }, t),
    });
  }
}
