// /admin/suppliers/{id}: a supplier's name, email, phone, address, website and the language of its purchase orders; deletion after confirmation, refused
// while purchase orders name it.
import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { ConfirmIntentButton } from "../../../components/admin/documents/confirm-intent-button.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { toast } from "../../../components/toaster.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { SUPPLIER_LANGUAGES } from "../../../modules/documents/statuses.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { deleteSupplier } from "../../../modules/documents/delete-supplier.server.ts";
import { deskFailure, deskSuccess, loadDeskRecord, recordIdOf } from "../../../modules/documents/desk-action.server.ts";
import { formText } from "../../../modules/documents/desk-form.ts";
import { getSupplier } from "../../../modules/documents/list-suppliers.server.ts";
import { updateSupplier } from "../../../modules/documents/update-supplier.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.suppliers");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { supplier?: { name: string } } | undefined)?.supplier?.name ?? "",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const record = { id: params.id, listPath: "/admin/suppliers", notFound: "SUPPLIER_NOT_FOUND" } as const;
  return loadDeskRecord(env, record, async (supplierId) => ({ supplier: await getSupplier({ db, supplierId }) }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const supplierId = recordIdOf(params.id);
  const intent = formData.get("intent");
  if (intent === "delete") {
    try {
      await deleteSupplier({ db, actor: email, supplierId });
      return await deskSuccess(env, "/admin/suppliers", "admin-documents:suppliers.deleted");
    } catch (error) {
      return deskFailure(error, "deleteSupplier", logger);
    }
  }
  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    await updateSupplier({
      db,
      actor: email,
      supplierId,
      name: formText(formData, "name") ?? "",
      email: formText(formData, "email"),
      phone: formText(formData, "phone"),
      address: formText(formData, "address"),
      website: formText(formData, "website"),
      notes: formText(formData, "notes"),
      language: formText(formData, "language"),
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "saveSupplier", logger);
  }
}

export default function SupplierEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { supplier } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const saved = actionData && "saved" in actionData ? actionData.saved : null;
  useEffect(() => {
    if (saved) toast.success(t("toast.success"), { description: t("common.saved") });
  }, [saved, t]);
  return (
    <>
      <AdminPageHeader
        title={supplier.name}
        actions={
          <ConfirmIntentButton
            intent="delete"
            icon={<Trash2 aria-hidden="true" />}
            label={t("suppliers.delete")}
            cancelLabel={t("common.cancel")}
            title={t("suppliers.deleteTitle")}
            description={t("suppliers.deleteConfirm")}
          />
        }
      />
      <DeskAlert error={actionData && "error" in actionData ? actionData.error : null} />
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        <Card>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <Field label={t("suppliers.name")} isRequired>
              <Input name="name" defaultValue={supplier.name} />
            </Field>
            <Field label={t("suppliers.email")}>
              <Input type="email" name="email" defaultValue={supplier.email ?? ""} />
            </Field>
            <Field label={t("suppliers.phone")}>
              <Input type="tel" name="phone" defaultValue={supplier.phone ?? ""} />
            </Field>
            <Field label={t("suppliers.website")}>
              <Input type="url" name="website" defaultValue={supplier.website ?? ""} />
            </Field>
            <Field label={t("suppliers.language")} hint={t("suppliers.languageHint")}>
              <Select
                name="language"
                defaultValue={supplier.language}
                options={SUPPLIER_LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`suppliers.languages.${language}`),
                }))}
              />
            </Field>
            <Field label={t("suppliers.address")} className="md:col-span-2">
              <Textarea name="address" defaultValue={supplier.address ?? ""} rows={3} />
            </Field>
            <Field label={t("common.notes")} className="md:col-span-2">
              <Textarea name="notes" defaultValue={supplier.notes ?? ""} rows={3} />
            </Field>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <StatusButton type="submit" status={busy === "save" ? "pending" : "idle"} pendingLabel={t("common.saving")}>
            {t("common.save")}
          </StatusButton>
        </div>
      </Form>
    </>
  );
}
