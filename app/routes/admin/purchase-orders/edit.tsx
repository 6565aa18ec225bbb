// /admin/purchase-orders/{id}: a purchase order's supplier, status, currency, incoterm, ship-to, notes and lines
// (quantity step 0.01, unit cost); 'Envoyer au fournisseur' opens the preview's send dialog with the PDF.
// /admin/purchase-orders/new is the same editor with nothing saved: the purchase order and its number exist from its
// first save (decision 013), and a draft never sent can be deleted.
import { Send } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { DeleteDraftButton } from "../../../components/admin/documents/confirm-intent-button.tsx";
import { DocumentEditorFrame } from "../../../components/admin/documents/document-editor-frame.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { SupplierPicker } from "../../../components/admin/documents/desk-pickers.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { DEFAULT_INCOTERM } from "../../../modules/catalog/statuses.ts";
import { PURCHASE_ORDER_STATUSES } from "../../../modules/documents/statuses.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { createPurchaseOrder } from "../../../modules/documents/create-purchase-order.server.ts";
import { deskFailure, loadDeskRecord, recordIdOf } from "../../../modules/documents/desk-action.server.ts";
import { formText, isUuid, requireEditorLines, toEditorLines } from "../../../modules/documents/desk-form.ts";
import { deleteDraftAction, draftCreated } from "../../../modules/documents/draft-actions.server.ts";
import { getChosenSupplier, getLineProducts } from "../../../modules/documents/desk-options.server.ts";
import { NEW_DRAFT_ID } from "../../../modules/documents/new-draft.ts";
import { getPurchaseOrder } from "../../../modules/documents/get-purchase-order.server.ts";
import { updatePurchaseOrder } from "../../../modules/documents/update-purchase-order.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { getSettings } from "../../../modules/settings/settings.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.purchaseOrders");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { po?: { number: string } } | undefined)?.po?.number ?? "",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  if (params.id === NEW_DRAFT_ID) {
    const { purchase_order_ship_to } = await getSettings(db);
    const po = {
      id: NEW_DRAFT_ID,
      number: "",
      status: "draft" as const,
      currency: "USD" as const,
      supplierId: null as string | null,
      incoterm: DEFAULT_INCOTERM,
      shipTo: purchase_order_ship_to as string | null,
      notes: null as string | null,
      canDelete: false,
      lines: [] as Array<{ productSlug: string; description: string; qty: string; unitPrice: string }>,
    };
    return { po, supplier: null, products: [] };
  }
  const record = { id: params.id, listPath: "/admin/purchase-orders", notFound: "PURCHASE_ORDER_NOT_FOUND" } as const;
  return loadDeskRecord(env, record, async (purchaseOrderId) => {
    const po = await getPurchaseOrder({ db, purchaseOrderId });
    const [supplier, products] = await Promise.all([
      getChosenSupplier(db, po.supplierId),
      getLineProducts(db, po.lines, "purchase"),
    ]);
    return {
      po: {
        id: po.id,
        number: po.number,
        status: po.status,
        currency: po.currency,
        supplierId: po.supplierId,
        incoterm: po.incoterm,
        shipTo: po.shipTo,
        notes: po.notes,
        canDelete: po.status === "draft" && po.sentAt === null,
        lines: toEditorLines(po.lines, po.currency),
      },
      supplier,
      products,
    };
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const intent = formData.get("intent");
  if (intent === "delete") {
    return deleteDraftAction({ db, env, logger, actor: email, type: "purchase_order", id: params.id });
  }
  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    const currency = formText(formData, "currency") ?? "USD";
    const supplier = formText(formData, "supplierId");
    const status = PURCHASE_ORDER_STATUSES.find((s) => s === formData.get("status"));
    const fields = {
      db,
      actor: email,
      supplierId: supplier === undefined ? undefined : isUuid(supplier) ? supplier : null,
      status,
      currency,
      incoterm: formText(formData, "incoterm"),
      shipTo: formText(formData, "shipTo"),
      notes: formText(formData, "notes"),
      lines: requireEditorLines(formData.get("lines"), currency),
    };
    // The first save makes the purchase order and takes its number, in one transaction.
    if (params.id === NEW_DRAFT_ID) return draftCreated(env, "purchase_order", await createPurchaseOrder(fields));
    await updatePurchaseOrder({ ...fields, purchaseOrderId: recordIdOf(params.id) });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "savePurchaseOrder", logger);
  }
}

export default function PurchaseOrderEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { po, supplier, products } = loaderData;
  const isNew = po.id === NEW_DRAFT_ID;
  return (
    <DocumentEditorFrame
      key={po.id}
      title={isNew ? t("purchaseOrders.new") : t("purchaseOrders.editTitle", { number: po.number })}
      description={isNew ? t("drafts.numberOnSave") : undefined}
      status={po.status}
      statuses={isNew ? ["draft"] : PURCHASE_ORDER_STATUSES}
      currency={po.currency}
      previewPath={isNew ? null : `/admin/purchase-orders/${po.id}/preview`}
      error={actionData && "error" in actionData ? actionData.error : null}
      done={actionData && "saved" in actionData ? { at: actionData.saved } : null}
      actions={
        isNew ? null : (
          <>
            <Link to={`/admin/purchase-orders/${po.id}/preview?send=1`} className={buttonClasses()}>
              <Send aria-hidden="true" />
              {t("purchaseOrders.send")}
            </Link>
            {po.canDelete ? <DeleteDraftButton number={po.number} /> : null}
          </>
        )
      }
      fields={
        <>
          <SupplierPicker key={po.supplierId ?? "none"} defaultSupplier={supplier} name="supplierId" />
          <Field label={t("purchaseOrders.incoterm")}>
            <Input name="incoterm" defaultValue={po.incoterm} />
          </Field>
          <Field label={t("purchaseOrders.shipTo")} className="md:col-span-2">
            <Textarea name="shipTo" defaultValue={po.shipTo ?? ""} rows={3} />
          </Field>
        </>
      }
      lines={(currency) => (
        <DocumentLinesEditor currency={currency} initialLines={po.lines} products={products} priceLabel="unitCost" />
      )}
      notes={po.notes}
    />
  );
}
