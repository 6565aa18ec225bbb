// /admin/quotes/{id}: a quote's editor (title, status, currency, customer, validity, lines) and its conversion into
// a draft invoice. Saving replaces the lines in one transaction (updateQuote).
import { ArrowRightLeft, Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { CustomerField } from "../../../components/admin/documents/customer-field.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { DocumentStatusBadge } from "../../../components/admin/documents/document-status-badge.tsx";
import { toast } from "../../../components/toaster.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { getServices } from "../../../context.server.ts";
import { QUOTE_STATUSES } from "../../../db/schema/documents.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { convertQuoteToInvoice } from "../../../modules/documents/convert-quote-to-invoice.server.ts";
import { readCustomerChoice } from "../../../modules/documents/customer-choice.server.ts";
import { deskFailure, notFoundRedirect } from "../../../modules/documents/desk-action.server.ts";
import { formText, isUuid, minorToInput, readEditorLines } from "../../../modules/documents/desk-form.ts";
import { listCustomerOptions, listProductOptions } from "../../../modules/documents/desk-options.server.ts";
import { DocumentError, isDocumentError } from "../../../modules/documents/document-error.ts";
import { DOCUMENT_CURRENCIES } from "../../../modules/documents/document-lines.ts";
import { getDocumentT } from "../../../modules/documents/document-text.server.ts";
import { getQuote } from "../../../modules/documents/get-quote.server.ts";
import { isQuoteStatus } from "../../../modules/documents/quote-fields.ts";
import { updateQuote } from "../../../modules/documents/update-quote.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";
import { redirectWithToast } from "../../../modules/toast/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.quotes");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { quote?: { number: string } } | undefined)?.quote?.number ?? "",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  try {
    if (!isUuid(params.id)) throw new DocumentError("QUOTE_NOT_FOUND");
    const [quote, customers, products] = await Promise.all([
      getQuote({ db, quoteId: params.id }),
      listCustomerOptions(db),
      listProductOptions(db, "sale"),
    ]);
    return {
      quote: {
        ...quote,
        createdAt: quote.createdAt.toISOString(),
        sentAt: quote.sentAt?.toISOString() ?? null,
        lines: quote.lines.map((line) => ({
          productSlug: line.productSlug ?? "",
          description: line.description,
          qty: String(line.qty),
          unitPrice: minorToInput(line.unitPrice, quote.currency),
        })),
      },
      customers,
      products,
    };
  } catch (error) {
    if (isDocumentError(error, "QUOTE_NOT_FOUND"))
      throw await notFoundRedirect(env, "/admin/quotes", "QUOTE_NOT_FOUND");
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const intent = formData.get("intent");
  const quoteId = isUuid(params.id) ? params.id : "00000000-0000-0000-0000-000000000000";
  if (intent === "convert") {
    try {
      const invoice = await convertQuoteToInvoice({ db, actor: email, quoteId });
      const t = getDocumentT();
      return redirectWithToast(env, `/admin/invoices/${invoice.id}`, {
        type: "success",
        title: t("admin-documents:toast.success"),
        description: t("admin-documents:quotes.converted", { number: invoice.number }),
      });
    } catch (error) {
      return deskFailure(error, "convertQuote", logger);
    }
  }
  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    const currency = formText(formData, "currency") ?? "USD";
    const customer = await readCustomerChoice(db, formData, email);
    if ("emailError" in customer) return { customerEmailError: true as const };
    const status = formData.get("status");
    await updateQuote({
      db,
      actor: email,
      quoteId,
      title: formText(formData, "title"),
      status: isQuoteStatus(status) ? status : undefined,
      currency,
      customerId: customer.customerId,
      validUntil: formText(formData, "validUntil"),
      leadTime: formText(formData, "leadTime"),
      notes: formText(formData, "notes"),
      lines: readEditorLines(formData.get("lines"), currency),
    });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "saveQuote", logger);
  }
}

export default function QuoteEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "documents"]);
  const { quote, customers, products } = loaderData;
  const [currency, setCurrency] = useState<string>(quote.currency);
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const saved = actionData && "saved" in actionData ? actionData.saved : null;
  useEffect(() => {
    if (saved) toast.success(t("admin-documents:toast.success"), { description: t("admin-documents:common.saved") });
  }, [saved, t]);
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <AdminPageHeader
        title={t("quotes.editTitle", { number: quote.number })}
        description={quote.title ?? undefined}
        actions={
          <>
            <DocumentStatusBadge status={quote.status} />
            <Link to={`/admin/quotes/${quote.id}/preview`} className={buttonClasses({ variant: "outline" })}>
              <Eye aria-hidden="true" />
              {t("common.preview")}
            </Link>
            {quote.invoice ? (
              <Link to={`/admin/invoices/${quote.invoice.id}`} className={buttonClasses({ variant: "outline" })}>
                {t("quotes.invoice", { number: quote.invoice.number })}
              </Link>
            ) : null}
            {quote.canConvert ? (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="secondary">
                    <ArrowRightLeft aria-hidden="true" />
                    {t("quotes.convert")}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent
                  title={t("quotes.convert")}
                  description={t("quotes.convertConfirm")}
                  cancelLabel={t("common.cancel")}
                  action={
                    <Form method="post">
                      <input type="hidden" name="intent" value="convert" />
                      <StatusButton type="submit" status={busyIntent === "convert" ? "pending" : "idle"}>
                        {t("quotes.convert")}
                      </StatusButton>
                    </Form>
                  }
                />
              </AlertDialog>
            ) : null}
          </>
        }
      />
      <DeskAlert error={error} />
      <Form method="post" className="grid gap-4" key={quote.id}>
        <input type="hidden" name="intent" value="save" />
        <Card>
          <CardContent className="grid gap-4 md:grid-cols-2">
            <Field label={t("quotes.fieldTitle")} className="md:col-span-2">
              <Input name="title" defaultValue={quote.title ?? ""} />
            </Field>
            <Field label={t("common.status")}>
              <Select
                name="status"
                defaultValue={quote.status}
                options={QUOTE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
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
            <div className="md:col-span-2">
              <CustomerField
                customers={customers}
                key={quote.customerId ?? "none"}
                defaultCustomerId={quote.customerId}
                error={actionData && "customerEmailError" in actionData ? t("customer.emailRequired") : null}
              />
            </div>
            <Field label={t("quotes.validUntil")}>
              <Input type="date" name="validUntil" defaultValue={quote.validUntil ?? ""} />
            </Field>
            <Field label={t("quotes.leadTime")}>
              <Input
                name="leadTime"
                defaultValue={quote.leadTime ?? ""}
                placeholder={t("quotes.leadTimePlaceholder")}
              />
            </Field>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("lines.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentLinesEditor currency={currency} initialLines={quote.lines} products={products} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Field label={t("common.notes")}>
              <Textarea name="notes" defaultValue={quote.notes ?? ""} rows={3} />
            </Field>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <StatusButton
            type="submit"
            status={busyIntent === "save" ? "pending" : "idle"}
            pendingLabel={t("common.saving")}
          >
            {t("common.save")}
          </StatusButton>
        </div>
      </Form>
    </>
  );
}
