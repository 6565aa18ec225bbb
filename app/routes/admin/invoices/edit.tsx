// /admin/invoices/{id}: an invoice's editor. A draft takes lines, currency and customer (lines replaced in one
// transaction); once issued (sent, paid in part…) they are read only and a credit note corrects it, for the rest of
// the invoice, chosen line quantities or an amount. 'Marquer comme payée' records a payment, partial or whole; an
// invoice is never deleted.
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { CreditNoteDialog } from "../../../components/admin/documents/credit-note-dialog.tsx";
import { CustomerField } from "../../../components/admin/documents/customer-field.tsx";
import { DocumentEditorFrame } from "../../../components/admin/documents/document-editor-frame.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { DocumentLinesTable } from "../../../components/admin/documents/document-lines-table.tsx";
import { InvoiceAmounts } from "../../../components/admin/documents/invoice-amounts.tsx";
import { InvoicePaymentDialog } from "../../../components/admin/documents/invoice-payment-dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { getServices } from "../../../context.server.ts";
import { INVOICE_STATUSES, PAYMENT_METHODS, type InvoiceStatus } from "../../../modules/documents/statuses.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { createCreditNote } from "../../../modules/documents/create-credit-note.server.ts";
import { getCreditableLines } from "../../../modules/documents/creditable-lines.server.ts";
import { readCustomerChoice } from "../../../modules/documents/customer-choice.server.ts";
import { deskFailure, loadDeskRecord, recordIdOf } from "../../../modules/documents/desk-action.server.ts";
import {
  formDay,
  formMoney,
  formText,
  readCreditRequest,
  readEditorLines,
  toEditorLines,
} from "../../../modules/documents/desk-form.ts";
import { getChosenCustomer, getSaleLineProducts } from "../../../modules/documents/desk-options.server.ts";
import { tahitiIsoDate } from "../../../modules/documents/document-number.ts";
import { getDocumentT } from "../../../modules/documents/document-text.server.ts";
import { getInvoice } from "../../../modules/documents/get-invoice.server.ts";
import { recordInvoicePayment } from "../../../modules/documents/record-invoice-payment.server.ts";
import { updateInvoice } from "../../../modules/documents/update-invoice.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../../modules/toast/toast.server.ts";
import { orderNumber } from "../../../modules/sales/order-number.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.invoices");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { invoice?: { number: string } } | undefined)?.invoice?.number ?? "",
};

const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === "string" && (INVOICE_STATUSES as readonly string[]).includes(value);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const record = { id: params.id, listPath: "/admin/invoices", notFound: "INVOICE_NOT_FOUND" } as const;
  return loadDeskRecord(env, record, async (invoiceId) => {
    const invoice = await getInvoice({ db, invoiceId });
    const [customer, { products, orderProduct }, creditable] = await Promise.all([
      getChosenCustomer(db, invoice.customerId),
      getSaleLineProducts(db, invoice.lines, invoice.orderId),
      getCreditableLines(db, invoiceId),
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
        lines: toEditorLines(invoice.lines, invoice.currency),
        creditableLines: creditable.map(({ id, description, unitPrice, qtyLeft }) => ({
          id,
          description,
          unitPrice,
          qtyLeft,
        })),
      },
      today: tahitiIsoDate(new Date()),
      customer,
      products,
      orderProduct,
    };
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const invoiceId = recordIdOf(params.id);
  const intent = formData.get("intent");
  if (intent === "pay") {
    try {
      const { currency } = await getInvoice({ db, invoiceId });
      const method = formData.get("method");
      await recordInvoicePayment({
        db,
        actor: email,
        invoiceId,
        amount: formMoney(formData, "amount", currency),
        paidOn: formDay(formData, "paidOn") ?? null,
        method: PAYMENT_METHODS.find((m) => m === method) ?? "bank_transfer",
        reference: formText(formData, "reference") || null,
        excessAsOverpayment: formData.get("excess") === "overpayment",
      });
      return { paid: Date.now() };
    } catch (error) {
      return deskFailure(error, "markPaid", logger);
    }
  }
  if (intent === "credit") {
    try {
      const { currency } = await getInvoice({ db, invoiceId });
      const note = await createCreditNote({
        db,
        actor: email,
        invoiceId,
        reason: formText(formData, "reason"),
        credit: readCreditRequest(formData, currency),
      });
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
    // Read before anything is written (a new customer below): a bad date or unreadable lines refuse the whole save.
    const currency = formText(formData, "currency");
    const dueDate = formDay(formData, "dueDate");
    const lines = currency ? readEditorLines(formData.get("lines"), currency) : undefined;
    const customer = await readCustomerChoice(db, formData, email);
    if ("emailError" in customer) return { customerEmailError: true as const };
    const status = formData.get("status");
    await updateInvoice({
      db,
      actor: email,
      invoiceId,
      status: isInvoiceStatus(status) ? status : undefined,
      currency,
      customerId: customer.customerId,
      dueDate,
      notes: formText(formData, "notes"),
      lines,
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "saveInvoice", logger);
  }
}

export default function InvoiceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { invoice, customer, products, today } = loaderData;
  const done =
    actionData && "saved" in actionData
      ? { at: actionData.saved }
      : actionData && "paid" in actionData
        ? { at: actionData.paid, text: t("invoices.paid") }
        : null;
  const statuses = INVOICE_STATUSES.filter(
    (s) => (s !== "issued" || invoice.status === "issued") && (s !== "draft" || !invoice.isFrozen),
  );
  return (
    <DocumentEditorFrame
      key={invoice.id}
      title={t("invoices.editTitle", { number: invoice.number })}
      description={[
        t(`kinds.${invoice.kind}`),
        invoice.quote ? t("invoices.quote", { number: invoice.quote.number }) : null,
        invoice.orderId ? t("invoices.order", { id: orderNumber(invoice.orderId) }) : null,
      ]
        .filter(Boolean)
        .join(" · ")}
      status={invoice.status}
      statuses={statuses}
      currency={invoice.currency}
      isCurrencyLocked={invoice.isFrozen}
      previewPath={`/admin/invoices/${invoice.id}/preview`}
      error={actionData && "error" in actionData ? actionData.error : null}
      done={done}
      actions={
        <>
          {invoice.canCredit ? (
            <CreditNoteDialog
              number={invoice.number}
              currency={invoice.currency}
              creditable={invoice.amountTotal - invoice.amountCredited}
              lines={invoice.creditableLines}
            />
          ) : null}
          {invoice.canMarkPaid ? (
            <InvoicePaymentDialog currency={invoice.currency} amountDue={invoice.amountDue} today={today} />
          ) : null}
        </>
      }
      before={<InvoiceAmounts {...invoice} />}
      fields={
        <>
          <div className="md:col-span-2">
            <CustomerField
              key={invoice.customerId ?? "none"}
              defaultCustomer={customer}
              isDisabled={invoice.isFrozen}
              error={actionData && "customerEmailError" in actionData ? t("customer.emailRequired") : null}
            />
          </div>
          <Field label={t("invoices.dueDate")}>
            <Input type="date" name="dueDate" defaultValue={invoice.dueDate ?? ""} />
          </Field>
        </>
      }
      lines={(currency) =>
        invoice.isFrozen ? (
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
            orderProduct={loaderData.orderProduct}
            deducted={invoice.deducted}
          />
        )
      }
      notes={invoice.notes}
      confirmStatus={
        invoice.isFrozen
          ? null
          : {
              status: "sent",
              title: t("invoices.sentConfirmTitle"),
              description: t("invoices.sentConfirm"),
              action: t("invoices.sentConfirmAction"),
            }
      }
    />
  );
}
