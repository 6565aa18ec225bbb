// /admin/invoices/{id}: an invoice's editor. A draft takes lines, currency and customer (lines replaced in one
// transaction); once issued (sent, paid in part…) they are read only and a credit note corrects it. 'Marquer comme
// payée' records a payment, partial or whole; an invoice is never deleted.
import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { CreditNoteDialog } from "../../../components/admin/documents/credit-note-dialog.tsx";
import { CustomerField } from "../../../components/admin/documents/customer-field.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { deskMoney } from "../../../components/admin/documents/desk-format.ts";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { DocumentLinesTable } from "../../../components/admin/documents/document-lines-table.tsx";
import { DocumentStatusBadge } from "../../../components/admin/documents/document-status-badge.tsx";
import { InvoiceAmounts } from "../../../components/admin/documents/invoice-amounts.tsx";
import { InvoicePaymentDialog } from "../../../components/admin/documents/invoice-payment-dialog.tsx";
import { toast } from "../../../components/toaster.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { INVOICE_STATUSES, PAYMENT_METHODS, type InvoiceStatus } from "../../../db/schema/documents.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { createCreditNote } from "../../../modules/documents/create-credit-note.server.ts";
import { readCustomerChoice } from "../../../modules/documents/customer-choice.server.ts";
import { deskFailure, notFoundRedirect } from "../../../modules/documents/desk-action.server.ts";
import { formText, isUuid, minorToInput, readEditorLines } from "../../../modules/documents/desk-form.ts";
import { listCustomerOptions, listProductOptions } from "../../../modules/documents/desk-options.server.ts";
import { DocumentError, isDocumentError } from "../../../modules/documents/document-error.ts";
import { DOCUMENT_CURRENCIES, parseMoneyInput } from "../../../modules/documents/document-lines.ts";
import { tahitiIsoDate } from "../../../modules/documents/document-number.ts";
import { getDocumentT } from "../../../modules/documents/document-text.server.ts";
import { getInvoice } from "../../../modules/documents/get-invoice.server.ts";
import { recordInvoicePayment } from "../../../modules/documents/record-invoice-payment.server.ts";
import { updateInvoice } from "../../../modules/documents/update-invoice.server.ts";
import type { MoneyCurrency } from "../../../modules/catalog/pricing.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../../modules/toast/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.invoices");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { invoice?: { number: string } } | undefined)?.invoice?.number ?? "",
};

const NO_ID = "00000000-0000-0000-0000-000000000000";
const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === "string" && (INVOICE_STATUSES as readonly string[]).includes(value);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  try {
    if (!isUuid(params.id)) throw new DocumentError("INVOICE_NOT_FOUND");
    const [invoice, customers, products] = await Promise.all([
      getInvoice({ db, invoiceId: params.id }),
      listCustomerOptions(db),
      listProductOptions(db, "sale"),
    ]);
    return {
      invoice: {
        id: invoice.id,
        number: invoice.number,
        kind: invoice.kind === "standard" ? "invoice" : invoice.kind,
        status: invoice.status,
        currency: invoice.currency,
        customerId: invoice.customerId,
        orderId: invoice.orderId,
        amountTotal: invoice.amountTotal,
        amountPaid: invoice.amountPaid,
        amountCredited: invoice.amountCredited,
        amountDue: invoice.amountDue,
        dueDate: invoice.dueDate,
        notes: invoice.notes,
        isFrozen: invoice.isFrozen,
        canMarkPaid: invoice.canMarkPaid,
        canCredit: invoice.isFrozen && invoice.status !== "cancelled" && invoice.amountTotal > invoice.amountCredited,
        quote: invoice.quote ? { number: invoice.quote.number, id: invoice.quoteId } : null,
        deducted: invoice.deductedInvoice
          ? { number: invoice.deductedInvoice.number, amount: invoice.deductedAmount }
          : null,
        payments: invoice.payments,
        creditNotes: invoice.creditNotes,
        lines: invoice.lines.map((line) => ({
          productSlug: line.productSlug ?? "",
          description: line.description,
          qty: String(line.qty),
          unitPrice: minorToInput(line.unitPrice, invoice.currency),
        })),
      },
      today: tahitiIsoDate(new Date()),
      customers,
      products,
    };
  } catch (error) {
    if (isDocumentError(error, "INVOICE_NOT_FOUND"))
      throw await notFoundRedirect(env, "/admin/invoices", "INVOICE_NOT_FOUND");
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const invoiceId = isUuid(params.id) ? params.id : NO_ID;
  const intent = formData.get("intent");
  if (intent === "pay") {
    try {
      const { currency } = await getInvoice({ db, invoiceId });
      const method = formData.get("method");
      await recordInvoicePayment({
        db,
        actor: email,
        invoiceId,
        amount: parseMoneyInput(formText(formData, "amount"), currency as MoneyCurrency),
        paidOn: formText(formData, "paidOn") || null,
        method: PAYMENT_METHODS.find((m) => m === method) ?? "bank_transfer",
      });
      return { paid: Date.now() };
    } catch (error) {
      return deskFailure(error, "markPaid", logger);
    }
  }
  if (intent === "credit") {
    try {
      const note = await createCreditNote({ db, actor: email, invoiceId, reason: formText(formData, "reason") });
      const t = getDocumentT();
      return redirectWithToast(env, `/admin/credit-notes/${note.id}/preview`, {
        type: "success",
        title: t("admin-documents:toast.success"),
        description: `${t("admin-documents:kinds.credit_note")} ${note.number}`,
      });
    } catch (error) {
      return deskFailure(error, "createCreditNote", logger);
    }
  }
  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    const customer = await readCustomerChoice(db, formData, email);
    if ("emailError" in customer) return { customerEmailError: true as const };
    const currency = formText(formData, "currency");
    const status = formData.get("status");
    await updateInvoice({
      db,
      actor: email,
      invoiceId,
      status: isInvoiceStatus(status) ? status : undefined,
      currency,
      customerId: customer.customerId,
      dueDate: formText(formData, "dueDate"),
      notes: formText(formData, "notes"),
      lines: currency ? readEditorLines(formData.get("lines"), currency) : undefined,
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "saveInvoice", logger);
  }
}

export default function InvoiceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { invoice, customers, products, today } = loaderData;
  const [currency, setCurrency] = useState<string>(invoice.currency);
  const navigation = useNavigation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const done =
    actionData && "saved" in actionData
      ? actionData.saved
      : actionData && "paid" in actionData
        ? actionData.paid
        : null;
  const doneText = actionData && "paid" in actionData ? t("invoices.paid") : t("common.saved");
  useEffect(() => {
    if (done) toast.success(t("toast.success"), { description: doneText });
  }, [done, doneText, t]);
  const statuses = INVOICE_STATUSES.filter(
    (s) => (s !== "issued" || invoice.status === "issued") && (s !== "draft" || !invoice.isFrozen),
  );
  return (
    <>
      <AdminPageHeader
        title={t("invoices.editTitle", { number: invoice.number })}
        description={[
          t(`kinds.${invoice.kind}`),
          invoice.quote ? t("invoices.quote", { number: invoice.quote.number }) : null,
          invoice.orderId ? t("invoices.order", { id: invoice.orderId.slice(0, 8) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
        actions={
          <>
            <DocumentStatusBadge status={invoice.status} />
            <Link to={`/admin/invoices/${invoice.id}/preview`} className={buttonClasses({ variant: "outline" })}>
              <Eye aria-hidden="true" />
              {t("common.preview")}
            </Link>
            {invoice.canCredit ? (
              <CreditNoteDialog
                number={invoice.number}
                amount={deskMoney(invoice.amountTotal - invoice.amountCredited, invoice.currency)}
              />
            ) : null}
            {invoice.canMarkPaid ? (
              <InvoicePaymentDialog
                currency={invoice.currency}
                amountDue={minorToInput(invoice.amountDue, invoice.currency)}
                today={today}
              />
            ) : null}
          </>
        }
      />
      <DeskAlert error={actionData && "error" in actionData ? actionData.error : null} />
      <div className="grid gap-4">
        <InvoiceAmounts {...invoice} />
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="save" />
          <Card>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <Field label={t("common.status")}>
                <Select
                  key={invoice.status}
                  name="status"
                  defaultValue={invoice.status}
                  options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                />
              </Field>
              <Field label={t("common.currency")}>
                <Select
                  name="currency"
                  value={currency}
                  onValueChange={setCurrency}
                  disabled={invoice.isFrozen}
                  options={DOCUMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              </Field>
              <div className="md:col-span-2">
                <CustomerField
                  key={invoice.customerId ?? "none"}
                  customers={customers}
                  defaultCustomerId={invoice.customerId}
                  isDisabled={invoice.isFrozen}
                  error={actionData && "customerEmailError" in actionData ? t("customer.emailRequired") : null}
                />
              </div>
              <Field label={t("invoices.dueDate")}>
                <Input type="date" name="dueDate" defaultValue={invoice.dueDate ?? ""} />
              </Field>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("lines.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              {invoice.isFrozen ? (
                <DocumentLinesTable
                  currency={invoice.currency}
                  lines={invoice.lines}
                  total={invoice.amountTotal}
                  deducted={invoice.deducted}
                />
              ) : (
                <DocumentLinesEditor
                  currency={currency}
                  initialLines={invoice.lines}
                  products={products}
                  deducted={invoice.deducted}
                />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Field label={t("common.notes")}>
                <Textarea name="notes" defaultValue={invoice.notes ?? ""} rows={3} />
              </Field>
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <StatusButton type="submit" status={isSaving ? "pending" : "idle"} pendingLabel={t("common.saving")}>
              {t("common.save")}
            </StatusButton>
          </div>
        </Form>
      </div>
    </>
  );
}
