import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { invoices, type InvoiceStatus } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { requireDocumentCurrency } from "./document-currency.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentLines, replaceDocumentLines } from "./document-lines.server.ts";
import { computeTotals, normalizeLines, type DocumentLine, type DocumentLineInput } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { isInvoiceFrozen, lockInvoice } from "./invoice-state.server.ts";
import { optionalText } from "./quote-fields.ts";

export type UpdateInvoiceOptions = {
  db: Db;
  actor: string;
  invoiceId: string;
  status?: InvoiceStatus;
  currency?: string;
  customerId?: string | null;
  lines?: DocumentLineInput[];
  dueDate?: string | null;
  incoterm?: string | null;
  customerReference?: string | null;
  notes?: string | null;
  now?: Date;
};

const ISSUING_STATUSES: readonly InvoiceStatus[] = ["issued", "sent", "paid"];

/**
 * Saves an invoice. A draft takes new lines (replaced in one transaction), currency and customer, and its total
 * follows. Once issued, the same values may be sent again, but a change to lines, currency or customer, or a return
 * to draft, throws INVOICE_FROZEN: a credit note corrects it. Moving a draft to issued, sent or paid issues it.
 */
export async function updateInvoice(options: UpdateInvoiceOptions): Promise<{ id: string; amountTotal: number }> {
  const { db, actor, invoiceId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    const currency = requireDocumentCurrency(options.currency, invoice.currency as "USD");
    const stored = await getDocumentLines(tx, "invoice", invoiceId);
    const lines = options.lines ? normalizeLines(options.lines) : stored;
    const customerId = options.customerId === undefined ? invoice.customerId : options.customerId;
    const frozen = isInvoiceFrozen(invoice);
    if (frozen) {
      const changed =
        currency !== invoice.currency ||
        customerId !== invoice.customerId ||
        !sameLines(lines, stored) ||
        options.status === "draft";
      if (changed)
        throw new DocumentError("INVOICE_FROZEN", `invoice ${invoice.number} was issued on ${invoice.issuedOn}`);
    }
    const issues = !frozen && options.status !== undefined && ISSUING_STATUSES.includes(options.status);
    const amountTotal = frozen ? invoice.amountTotal : computeTotals(lines).total - invoice.deductedAmount;
    if (amountTotal < 0)
      throw new DocumentError("CREDIT_NOTE_AMOUNT_INVALID", "the lines total less than the deducted deposit");
    await tx
      .update(invoices)
      .set({
        status: options.status,
        currency,
        customerId,
        amountTotal,
        buyer: frozen ? undefined : await getBuyerSnapshot(tx, customerId),
        issuedOn: issues ? tahitiIsoDate(now) : undefined,
        dueDate: options.dueDate === undefined ? undefined : options.dueDate || null,
        incoterm: optionalText(options.incoterm),
        customerReference: optionalText(options.customerReference),
        notes: optionalText(options.notes),
      })
      .where(eq(invoices.id, invoiceId));
    if (!frozen && (options.lines || currency !== invoice.currency)) {
      await replaceDocumentLines(tx, { type: "invoice", id: invoiceId, currency }, lines);
    }
    await recordAudit(tx, {
      actor,
      action: "invoice.update",
      entity: "invoice",
      entityId: invoiceId,
      summary: { number: invoice.number, status: options.status ?? null, amountTotal, issued: issues },
    });
    return { id: invoiceId, amountTotal };
  });
}

function sameLines(a: readonly DocumentLine[], b: readonly DocumentLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i]!;
      return (
        line.description === other.description &&
        line.qty === other.qty &&
        line.unitPrice === other.unitPrice &&
        line.productSlug === other.productSlug
      );
    })
  );
}
