import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { creditNotes, invoices } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { replaceDocumentLines } from "./document-lines.server.ts";
import { amountDue, computeTotals, normalizeLines, type DocumentLineInput } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { getDocumentT } from "./document-text.server.ts";
import { lockInvoice } from "./invoice-state.server.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

export type CreateCreditNoteOptions = {
  db: Db;
  actor: string;
  invoiceId: string;
  reason?: string | null;
  /** What is credited; by default one line for everything not yet credited (the invoice cancelled in full). */
  lines?: DocumentLineInput[];
  now?: Date;
};

export type CreatedCreditNote = { id: string; number: string; amountTotal: number };

/**
 * Corrects an issued invoice with a credit note (avoir) numbered BPE-AV-YYYY-NNNNN, issued today, printed with the
 * invoice's buyer and number. Its total is above 0 and at most what is left to credit on the invoice. The invoice
 * keeps its lines; its amount credited grows, so its amount due falls. Fully credited and unpaid, it is cancelled.
 */
export async function createCreditNote(options: CreateCreditNoteOptions): Promise<CreatedCreditNote> {
  const { db, actor, invoiceId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice.issuedOn && !invoice.sentAt) throw new DocumentError("INVOICE_NOT_ISSUED");
    const creditable = invoice.amountTotal - invoice.amountCredited;
    const t = getDocumentT();
    const lines = normalizeLines(
      options.lines ?? [
        { description: t("lines.creditFull", { number: invoice.number }), qty: 1, unitPrice: creditable },
      ],
    );
    const amountTotal = computeTotals(lines).total;
    if (amountTotal <= 0 || amountTotal > creditable) {
      throw new DocumentError(
        "CREDIT_NOTE_AMOUNT_INVALID",
        `credit ${amountTotal} of ${creditable} left on ${invoice.number}`,
      );
    }
    const number = await takeDocumentNumber({ tx, type: "credit_note", now });
    const [row] = await tx
      .insert(creditNotes)
      .values({
        number,
        invoiceId,
        customerId: invoice.customerId,
        status: "issued",
        currency: invoice.currency,
        amountTotal,
        reason: options.reason?.trim() || null,
        buyer: invoice.buyer,
        issuedOn: tahitiIsoDate(now),
      })
      .returning({ id: creditNotes.id });
    if (!row) throw new Error("credit note insert returned no row");
    await replaceDocumentLines(tx, { type: "credit_note", id: row.id, currency: invoice.currency }, lines);
    const amountCredited = invoice.amountCredited + amountTotal;
    const fullyCredited = amountCredited === invoice.amountTotal && invoice.amountPaid === 0;
    const settled = amountDue({ ...invoice, amountCredited }) === 0;
    await tx
      .update(invoices)
      .set({ amountCredited, status: fullyCredited ? "cancelled" : settled ? "paid" : undefined })
      .where(eq(invoices.id, invoiceId));
    await recordAudit(tx, {
      actor,
      action: "credit_note.create",
      entity: "credit_note",
      entityId: row.id,
      summary: { number, invoiceId, invoiceNumber: invoice.number, amountTotal, currency: invoice.currency },
    });
    return { id: row.id, number, amountTotal };
  });
}
