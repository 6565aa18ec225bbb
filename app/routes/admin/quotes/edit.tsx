// /admin/quotes/{id}: a quote's editor (title, status, currency, customer, validity, lines) and its conversion into
// a draft invoice. Saving replaces the lines in one transaction (updateQuote). /admin/quotes/new is the same editor
// with nothing saved: the quote and its number exist from its first save (decision 013), and a draft never sent
// can be deleted.
import { ArrowRightLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { CustomerField } from "../../../components/admin/documents/customer-field.tsx";
import { ConfirmIntentButton, DeleteDraftButton } from "../../../components/admin/documents/confirm-intent-button.tsx";
import { DocumentEditorFrame } from "../../../components/admin/documents/document-editor-frame.tsx";
import { DocumentLinesEditor } from "../../../components/admin/documents/document-lines-editor.tsx";
import { ExtendQuoteCard } from "../../../components/admin/documents/extend-quote-card.tsx";
import { QuoteAcceptanceCard } from "../../../components/admin/documents/quote-acceptance-card.tsx";
import { loadQuoteAcceptance } from "../../../modules/documents/quote-acceptance.server.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { getServices } from "../../../context.server.ts";
import { QUOTE_STATUSES } from "../../../modules/documents/statuses.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { convertQuoteToInvoice } from "../../../modules/documents/convert-quote-to-invoice.server.ts";
import { createQuote } from "../../../modules/documents/create-quote.server.ts";
import { readCustomerChoice } from "../../../modules/documents/customer-choice.server.ts";
import { deskFailure, deskSuccess, loadDeskRecord, recordIdOf } from "../../../modules/documents/desk-action.server.ts";
import { formDay, formText, requireEditorLines, toEditorLines } from "../../../modules/documents/desk-form.ts";
import { deleteDraftAction, draftCreated } from "../../../modules/documents/draft-actions.server.ts";
import { addDays, tahitiIsoDate } from "../../../modules/documents/document-number.ts";
import { extendQuote } from "../../../modules/documents/extend-quote.server.ts";
import { getChosenCustomer, getSaleLineProducts } from "../../../modules/documents/desk-options.server.ts";
import { NEW_DRAFT_ID } from "../../../modules/documents/new-draft.ts";
import { getQuote } from "../../../modules/documents/get-quote.server.ts";
import { isQuoteStatus } from "../../../modules/documents/quote-fields.ts";
import { updateQuote } from "../../../modules/documents/update-quote.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.quotes");

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { quote?: { number: string } } | undefined)?.quote?.number ?? "",
};

/** What /admin/quotes/new shows: a draft in USD without a number or lines. */
function blankQuote() {
  return {
    quote: {
      id: NEW_DRAFT_ID,
      number: "",
      title: null as string | null,
      customerId: null as string | null,
      orderId: null as string | null,
      status: "draft" as const,
      currency: "USD" as const,
      validUntil: null as string | null,
      leadTime: null as string | null,
      notes: null as string | null,
      invoice: null as { id: string; number: string } | null,
      canConvert: false,
      canDelete: false,
      extendFrom: null as string | null,
      lines: [] as Array<{ productSlug: string; description: string; qty: string; unitPrice: string }>,
    },
    customer: null,
    products: [],
    orderProduct: null,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  if (params.id === NEW_DRAFT_ID) return blankQuote();
  const record = { id: params.id, listPath: "/admin/quotes", notFound: "QUOTE_NOT_FOUND" } as const;
  return loadDeskRecord(env, record, async (quoteId) => {
    const quote = await getQuote({ db, quoteId });
    const [customer, { products, orderProduct }, acceptance] = await Promise.all([
      getChosenCustomer(db, quote.customerId),
      getSaleLineProducts(db, quote.lines, quote.orderId),
      loadQuoteAcceptance(db, quote.id),
    ]);
    return {
      quote: {
        ...quote,
        createdAt: quote.createdAt.toISOString(),
        sentAt: quote.sentAt?.toISOString() ?? null,
        canDelete: quote.status === "draft" && quote.sentAt === null && quote.invoice === null,
        extendFrom: quote.status === "expired" ? addDays(tahitiIsoDate(new Date()), 1) : null,
        lines: toEditorLines(quote.lines, quote.currency),
        acceptance,
      },
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
  const intent = formData.get("intent");
  const quoteId = recordIdOf(params.id);
  if (intent === "convert") {
    try {
      const invoice = await convertQuoteToInvoice({ db, actor: email, quoteId });
      return deskSuccess(env, `/admin/invoices/${invoice.id}`, "admin-documents:quotes.converted", {
        number: invoice.number,
      });
    } catch (error) {
      return deskFailure(error, "convertQuote", logger);
    }
  }
  if (intent === "extend") {
    try {
      const extended = await extendQuote({
        db,
        actor: email,
        quoteId,
        validUntil: formText(formData, "extendUntil") ?? null,
      });
      return { saved: Date.now(), extended };
    } catch (error) {
      return deskFailure(error, "extendQuote", logger);
    }
  }
  if (intent === "delete") {
    return deleteDraftAction({ db, env, logger, actor: email, type: "quote", id: params.id });
  }
  if (intent !== "save") throw new Response("Unknown intent", { status: 400 });
  try {
    const currency = formText(formData, "currency") ?? "USD";
    // Read before anything is written (a new customer below): unreadable lines refuse the whole save.
    const lines = requireEditorLines(formData.get("lines"), currency);
    const validUntil = formDay(formData, "validUntil");
    const customer = await readCustomerChoice(db, formData, email);
    if ("emailError" in customer) return { customerEmailError: true as const };
    const status = formData.get("status");
    const fields = {
      db,
      actor: email,
      title: formText(formData, "title"),
      status: isQuoteStatus(status) ? status : undefined,
      currency,
      customerId: customer.customerId,
      validUntil,
      leadTime: formText(formData, "leadTime"),
      notes: formText(formData, "notes"),
      lines,
    };
    if (params.id === NEW_DRAFT_ID) {
      // The first save makes the quote and takes its number, in one transaction.
      return draftCreated(env, "quote", await createQuote({ ...fields, customerId: fields.customerId ?? null }));
    }
    await updateQuote({ ...fields, quoteId });
    return { saved: Date.now() };
  } catch (error) {
    return deskFailure(error, "saveQuote", logger);
  }
}

export default function QuoteEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "documents"]);
  const { quote, customer, products } = loaderData;
  const isNew = quote.id === NEW_DRAFT_ID;
  return (
    <DocumentEditorFrame
      key={quote.id}
      title={isNew ? t("quotes.new") : t("quotes.editTitle", { number: quote.number })}
      description={isNew ? t("drafts.numberOnSave") : (quote.title ?? undefined)}
      status={quote.status}
      statuses={isNew ? ["draft"] : QUOTE_STATUSES}
      currency={quote.currency}
      previewPath={isNew ? null : `/admin/quotes/${quote.id}/preview`}
      error={actionData && "error" in actionData ? actionData.error : null}
      done={
        actionData && "saved" in actionData
          ? {
              at: actionData.saved,
              text:
                "extended" in actionData && actionData.extended
                  ? t("quotes.extended", { number: actionData.extended.number, date: actionData.extended.validUntil })
                  : undefined,
            }
          : null
      }
      before={
        quote.extendFrom ? (
          <ExtendQuoteCard minDate={quote.extendFrom} />
        ) : "acceptance" in quote && quote.acceptance ? (
          <QuoteAcceptanceCard acceptance={quote.acceptance} />
        ) : null
      }
      actions={
        <>
          {quote.invoice ? (
            <Link to={`/admin/invoices/${quote.invoice.id}`} className={buttonClasses({ variant: "outline" })}>
              {t("quotes.invoice", { number: quote.invoice.number })}
            </Link>
          ) : null}
          {quote.canConvert ? (
            <ConfirmIntentButton
              intent="convert"
              icon={<ArrowRightLeft aria-hidden="true" />}
              label={t("quotes.convert")}
              cancelLabel={t("common.cancel")}
              description={t("quotes.convertConfirm")}
              triggerVariant="secondary"
              confirmVariant="default"
            />
          ) : null}
          {quote.canDelete ? <DeleteDraftButton number={quote.number} /> : null}
        </>
      }
      fields={
        <>
          <Field label={t("quotes.fieldTitle")} className="md:col-span-2">
            <Input name="title" defaultValue={quote.title ?? ""} />
          </Field>
          <div className="md:col-span-2">
            <CustomerField
              key={quote.customerId ?? "none"}
              defaultCustomer={customer}
              error={actionData && "customerEmailError" in actionData ? t("customer.emailRequired") : null}
            />
          </div>
          <Field label={t("quotes.validUntil")}>
            <Input type="date" name="validUntil" defaultValue={quote.validUntil ?? ""} />
          </Field>
          <Field label={t("quotes.leadTime")}>
            <Input name="leadTime" defaultValue={quote.leadTime ?? ""} placeholder={t("quotes.leadTimePlaceholder")} />
          </Field>
        </>
      }
      lines={(currency) => (
        <DocumentLinesEditor
          currency={currency}
          initialLines={quote.lines}
          products={products}
          orderProduct={loaderData.orderProduct}
        />
      )}
      notes={quote.notes}
    />
  );
}
