import { createHash } from "node:crypto";
import { z } from "zod";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { eq } from "drizzle-orm";
import { invoices, quotes, storedDocuments, type DocumentType } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { DocumentSent } from "../mail/templates/document-sent.tsx";
import { DocumentError } from "./document-error.ts";
import { getDocumentT } from "./document-text.server.ts";
import { balanceTermsText } from "../settings/balance-terms.ts";
import { getSettings } from "../settings/settings.server.ts";
import { markDocumentSent } from "./mark-document-sent.server.ts";
import { bankLines, dueLine } from "./pdf/document-pdf-payment.tsx";
import { formatMoney } from "../i18n/format.ts";
import type { DocumentCompany } from "./pdf/printable-document.ts";
import { renderDocumentPdf } from "./render-document-pdf.server.ts";
import { createCustomerLink } from "../portal/customer-links.server.ts";
import { portalUrl } from "../portal/portal-paths.ts";
import { quoteAnswerState } from "../portal/quote-validity.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import type { Currency } from "../money/currency.ts";

export type SendDocumentOptions = {
  db: Db;
  actor: string;
  type: DocumentType;
  documentId: string;
  /** The recipient; left out, the customer's (or the supplier's) address. An empty string is refused. */
  to?: string | null;
  /** Name in the greeting; the customer's (supplier's) by default. */
  name?: string | null;
  /** The administrator's message, above the signature. */
  message?: string | null;
  company: DocumentCompany;
  /** The email's language; the order's by default, else French. The PDF itself is in French. */
  lang?: Locale;
  /** The site's address: a quote's email then carries a new private link to the quote's page (issue 18). */
  publicUrl?: string;
  now?: Date;
};

export type SentDocument = { storedDocumentId: string; mailId: string; to: string; sha256: string; sizeBytes: number };

const EmailSchema = z.email().max(320);

/**
 * Sends a document by email with its PDF attached, through the outbox, in one transaction: the document becomes
 * sent (sent_at now; draft → sent; an invoice is issued, so frozen), its PDF is rendered as sent, stored byte for
 * byte in stored_documents (kept as the legal copy, downloadable again), and the mail points at that stored PDF.
 * Throws EMAIL_REQUIRED for an empty recipient, CUSTOMER_EMAIL_MISSING when the default recipient has no address,
 * EMAIL_INVALID, the document's NOT_FOUND code, INVOICE_CANCELLED, or PDF_FAILED.
 */
export async function sendDocument(options: SendDocumentOptions): Promise<SentDocument> {
  const { db, actor, type, documentId, company, now = new Date() } = options;
  const given = options.to === undefined || options.to === null ? undefined : options.to.trim();
  if (given === "") throw new DocumentError("EMAIL_REQUIRED");
  const sent = await db.transaction(async (tx) => {
    const recipient = await markDocumentSent(tx, type, documentId, now);
    const to = (given ?? recipient.email ?? "").trim().toLowerCase();
    if (!to) throw new DocumentError("CUSTOMER_EMAIL_MISSING");
    if (!EmailSchema.safeParse(to).success) throw new DocumentError("EMAIL_INVALID");
    const lang = options.lang ?? recipient.lang;
    // An invoice of an order can be paid online from the buyer's order page: a new private link, in the PDF and mail.
    const orderId = type === "invoice" && options.publicUrl ? await invoiceOrderId(tx, documentId) : null;
    const paymentUrl =
      orderId && options.publicUrl
        ? portalUrl(options.publicUrl, lang, "order", await createCustomerLink(tx, { kind: "order", orderId }))
        : null;
    const pdf = await renderDocumentPdf({ db: tx, type, documentId, company, paymentUrl });
    const sha256 = createHash("sha256").update(pdf.bytes).digest("hex");
    const [stored] = await tx
      .insert(storedDocuments)
      .values({
        docType: type,
        documentId,
        number: pdf.number,
        filename: pdf.filename,
        bytes: pdf.bytes,
        sizeBytes: pdf.bytes.byteLength,
        sha256,
        sentTo: to,
      })
      .returning({ id: storedDocuments.id });
    if (!stored) throw new Error("stored_documents insert returned no row");

    const quoteUrl =
      type === "quote" && options.publicUrl
        ? portalUrl(
            options.publicUrl,
            lang,
            "quote",
            await createCustomerLink(tx, { kind: "quote", quoteId: documentId }),
          )
        : null;
    // A balance invoice's email also says, above its payment details, that the balance is paid online there.
    const payUrl = pdf.document.kind === "balance" ? paymentUrl : null;
    const t = getDocumentT(lang);
    // The PDF's heading is in capitals; a subject in capitals reads as shouting.
    const title = t(`mail.titles.${pdf.document.kind}`);
    const printed = pdf.document.payment;
    const balanceTerms = printed ? balanceTermsText(await getSettings(tx), lang) : "";
    const subject = t("mail.subject", { title, number: pdf.number, company: company.name }).replace(/[\r\n]+/g, " ");
    const mail = renderMail(
      <DocumentSent
        lang={lang}
        subject={subject}
        kind={type}
        number={pdf.number}
        name={options.name?.trim() || recipient.name}
        amount={formatMoney(pdf.document.total, pdf.document.currency as Currency, lang)}
        message={options.message?.trim() || null}
        quoteUrl={quoteUrl}
        payment={
          printed
            ? {
                due: dueLine(printed, t, balanceTerms),
                bank: bankLines(printed, t),
                reference: t("pdf.payment.reference", { number: pdf.number }),
                url: printed.url,
                late: t("pdf.payment.late"),
              }
            : null
        }
        canAcceptQuote={quoteUrl !== null && (await isQuoteOpen(tx, documentId, now))}
        payUrl={payUrl}
        company={await loadMailCompany(tx, {
          name: company.name,
          address: company.address,
          registration: company.registration,
        })}
      />,
    );
    const queued = await enqueueMail(tx, {
      to,
      subject,
      ...mail,
      attachments: [{ filename: pdf.filename, contentType: "application/pdf", storedDocumentId: stored.id }],
    });
    await recordAudit(tx, {
      actor,
      action: `${type}.send`,
      entity: type,
      entityId: documentId,
      summary: { number: pdf.number, to, storedDocumentId: stored.id, sha256, mailId: queued.id },
    });
    return { storedDocumentId: stored.id, mailId: queued.id, to, sha256, sizeBytes: pdf.bytes.byteLength };
  });
  wakeOutboxWorker();
  return sent;
}

async function invoiceOrderId(tx: Parameters<typeof markDocumentSent>[0], invoiceId: string): Promise<string | null> {
  const [invoice] = await tx.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, invoiceId));
  return invoice?.orderId ?? null;
}

/** Whether the buyer can still accept the quote online: an accepted or converted quote is only to read again. */
async function isQuoteOpen(tx: DbTransaction, quoteId: string, now: Date): Promise<boolean> {
  const [quote] = await tx
    .select({ status: quotes.status, validUntil: quotes.validUntil })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return quote !== undefined && quoteAnswerState(quote, tahitiIsoDate(now)) === "open";
}
