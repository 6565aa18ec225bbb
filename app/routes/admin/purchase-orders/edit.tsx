// /admin/purchase-orders/{id}: a purchase order's supplier, status, currency, incoterm, ship-to, notes and lines
// (quantity step 0.01, unit cost); 'Envoyer au fournisseur' opens the preview's send dialog with the PDF.
import { Send } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { DocumentEditorFrame } from "../../../components/admin/documents/document-editor-frame.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { SupplierPicker } from "../../../components/admin/documents/desk-pickers.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { PURCHASE_ORDER_STATUSES } from "../../../db/schema/documents.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { deskFailure, loadDeskRecord, recordIdOf } from "../../../modules/documents/desk-action.server.ts";
import { formText, isUuid, requireEditorLines, toEditorLines } from "../../../modules/documents/desk-form.ts";
import { getChosenSupplier, getLineProducts } from "../../../modules/documents/desk-options.server.ts";
import { getPurchaseOrder } from "../../../modules/documents/get-purchase-order.server.ts";
import { updatePurchaseOrder } from "../../../modules/documents/update-purchase-order.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.purchaseOrders");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { po?: { number: string } } | undefined)?.po?.number ?? "",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
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
  const { db, logger } = getServices(context);
  if (formData.get("intent") !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    const currency = formText(formData, "currency") ?? "USD";
    const supplier = formText(formData, "supplierId");
    const status = PURCHASE_ORDER_STATUSES.find((s) => s === formData.get("status"));
    await updatePurchaseOrder({
      db,
      actor: email,
      purchaseOrderId: recordIdOf(params.id),
      supplierId: supplier === undefined ? undefined : isUuid(supplier) ? supplier : null,
      status,
      currency,
      incoterm: formText(formData, "incoterm"),
      shipTo: formText(formData, "shipTo"),
      notes: formText(formData, "notes"),
      lines: requireEditorLines(formData.get("lines"), currency),
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "savePurchaseOrder", logger);
  }
}

export default function PurchaseOrderEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { po, supplier, products } = loaderData;
  return (
    <DocumentEditorFrame
      key={po.id}
      title={t("purchaseOrders.editTitle", { number: po.number })}
      status={po.status}
      statuses={PURCHASE_ORDER_STATUSES}
      currency={po.currency}
      previewPath={`/admin/purchase-orders/${po.id}/preview`}
      error={actionData && "error" in actionData ? actionData.error : null}
      done={actionData && "saved" in actionData ? { at: actionData.saved } : null}
      actions={
        <Link to={`/admin/purchase-orders/${po.id}/preview?send=1`} className={buttonClasses()}>
          <Send aria-hidden="true" />
          {t("purchaseOrders.send")}
        </Link>
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
