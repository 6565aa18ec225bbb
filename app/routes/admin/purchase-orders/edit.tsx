// /admin/purchase-orders/{id}: a purchase order's supplier, status, currency, incoterm, ship-to, notes and lines
// (quantity step 0.01, unit cost); 'Envoyer au fournisseur' opens the preview's send dialog with the PDF.
import { Eye, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { DocumentStatusBadge } from "../../../components/admin/documents/document-status-badge.tsx";
import { toast } from "../../../components/toaster.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { PURCHASE_ORDER_STATUSES } from "../../../db/schema/documents.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { deskFailure, notFoundRedirect } from "../../../modules/documents/desk-action.server.ts";
import { formText, isUuid, minorToInput, readEditorLines } from "../../../modules/documents/desk-form.ts";
import { listProductOptions, listSupplierOptions } from "../../../modules/documents/desk-options.server.ts";
import { DocumentError, isDocumentError } from "../../../modules/documents/document-error.ts";
import { DOCUMENT_CURRENCIES } from "../../../modules/documents/document-lines.ts";
import { getPurchaseOrder } from "../../../modules/documents/get-purchase-order.server.ts";
import { updatePurchaseOrder } from "../../../modules/documents/update-purchase-order.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.purchaseOrders");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { po?: { number: string } } | undefined)?.po?.number ?? "",
};

const NO_SUPPLIER = "none";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  try {
    if (!isUuid(params.id)) throw new DocumentError("PURCHASE_ORDER_NOT_FOUND");
    const [po, suppliers, products] = await Promise.all([
      getPurchaseOrder({ db, purchaseOrderId: params.id }),
      listSupplierOptions(db),
      listProductOptions(db, "purchase"),
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
        lines: po.lines.map((line) => ({
          productSlug: line.productSlug ?? "",
          description: line.description,
          qty: String(line.qty),
          unitPrice: minorToInput(line.unitPrice, po.currency),
        })),
      },
      suppliers,
      products,
    };
  } catch (error) {
    if (isDocumentError(error, "PURCHASE_ORDER_NOT_FOUND"))
      throw await notFoundRedirect(env, "/admin/purchase-orders", "PURCHASE_ORDER_NOT_FOUND");
    throw error;
  }
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
      purchaseOrderId: isUuid(params.id) ? params.id : "00000000-0000-0000-0000-000000000000",
      supplierId: supplier === undefined ? undefined : isUuid(supplier) ? supplier : null,
      status,
      currency,
      incoterm: formText(formData, "incoterm"),
      shipTo: formText(formData, "shipTo"),
      notes: formText(formData, "notes"),
      lines: readEditorLines(formData.get("lines"), currency),
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "savePurchaseOrder", logger);
  }
}

export default function PurchaseOrderEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { po, suppliers, products } = loaderData;
  const [currency, setCurrency] = useState<string>(po.currency);
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const saved = actionData && "saved" in actionData ? actionData.saved : null;
  useEffect(() => {
    if (saved) toast.success(t("toast.success"), { description: t("common.saved") });
  }, [saved, t]);
  return (
    <>
      <AdminPageHeader
        title={t("purchaseOrders.editTitle", { number: po.number })}
        actions={
          <>
            <DocumentStatusBadge status={po.status} />
            <Link to={`/admin/purchase-orders/${po.id}/preview`} className={buttonClasses({ variant: "outline" })}>
              <Eye aria-hidden="true" />
              {t("common.preview")}
            </Link>
            <Link to={`/admin/purchase-orders/${po.id}/preview?send=1`} className={buttonClasses()}>
              <Send aria-hidden="true" />
              {t("purchaseOrders.send")}
            </Link>
          </>
        }
      />
      <DeskAlert error={actionData && "error" in actionData ? actionData.error : null} />
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        <Card>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <Field label={t("purchaseOrders.supplier")}>
              <Select
                name="supplierId"
                defaultValue={po.supplierId ?? NO_SUPPLIER}
                options={[
                  { value: NO_SUPPLIER, label: t("purchaseOrders.noSupplier") },
                  ...suppliers.map((s) => ({ value: s.id, label: s.email ? `${s.name} <${s.email}>` : s.name })),
                ]}
              />
            </Field>
            <Field label={t("common.status")}>
              <Select
                name="status"
                defaultValue={po.status}
                options={PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              />
            </Field>
            <Field label={t("common.currency")}>
              <Select
                name="currency"
                value={currency}
                onValueChange={setCurrency}
                options={DOCUMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </Field>
            <Field label={t("purchaseOrders.incoterm")}>
              <Input name="incoterm" defaultValue={po.incoterm} />
            </Field>
            <Field label={t("purchaseOrders.shipTo")} className="md:col-span-2">
              <Textarea name="shipTo" defaultValue={po.shipTo ?? ""} rows={3} />
            </Field>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("lines.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentLinesEditor
              currency={currency}
              initialLines={po.lines}
              products={products}
              priceLabel="unitCost"
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Field label={t("common.notes")}>
              <Textarea name="notes" defaultValue={po.notes ?? ""} rows={3} />
            </Field>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <StatusButton type="submit" status={isSaving ? "pending" : "idle"} pendingLabel={t("common.saving")}>
            {t("common.save")}
          </StatusButton>
        </div>
      </Form>
    </>
  );
}
