import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { creditNotes, invoices } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getCreditableLines } from "./creditable-lines.server.ts";
import { DocumentError } from "./document-error.ts";
import { replaceDocumentLines } from "./document-lines.server.ts";
import { amountDue, computeTotals, parseMinorAmount, parseQuantity, type DocumentLine } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { getDocumentT } from "./document-text.server.ts";
import { lockInvoice, type LockedInvoice } from "./invoice-state.server.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

/**
 * What a credit note credits: everything not yet credited (the invoice cancelled), chosen quantities of the
 * invoice's lines (at most what earlier credit notes left of each), or an amount.
 */
export type CreditRequest =
  | { kind: "rest" }
  | { kind: "lines"; lines: ReadonlyArray<{ lineId: string; qty: unknown }> }
  | { kind: "amount"; amount: unknown };

export type CreateCreditNoteOptions = {
  db: Db;
  actor: string;
  invoiceId: string;
  reason?: string | null;
  /** The rest of the invoice by default. */
  credit?: CreditRequest;
  now?: Date;
};

export type CreatedCreditNote = { id: string; number: string; amountTotal: number };

const invalid = (detail: string) => new DocumentError("CREDIT_NOTE_AMOUNT_INVALID", detail);

/**
 * Corrects an issued invoice with a credit note (avoir) numbered BPE-AV-YYYY-NNNNN, issued today, printed with the
 * invoice's buyer and its number and date. Its total is above 0 and at most what is left to credit on the invoice;
 * a line is credited at its unit price for at most the quantity left of it. The invoice keeps its lines; its amount
 * credited grows, so its amount due falls. Fully credited and unpaid, it is cancelled.
 */
export async function createCreditNote(options: CreateCreditNoteOptions): Promise<CreatedCreditNote> {
  const { db, actor, invoiceId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice.issuedOn && !invoice.sentAt) throw new DocumentError("INVOICE_NOT_ISSUED");
    const creditable = invoice.amountTotal - invoice.amountCredited;
    const request = options.credit ?? { kind: "rest" };
    const lines =
      request.kind === "lines"
        ? creditedLines(await getCreditableLines(tx, invoiceId), request.lines)
        : [amountLine(invoice, request.kind === "rest" ? creditable : parseMinorAmount(request.amount), request.kind)];
    const amountTotal = computeTotals(lines).total;
    if (amountTotal <= 0 || amountTotal > creditable) {
      throw invalid(`credit ${amountTotal} of ${creditable} left on ${invoice.number}`);
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
      summary: {
        number,
        invoiceId,
        invoiceNumber: invoice.number,
        credit: request.kind,
        amountTotal,
        currency: invoice.currency,
      },
    });
    return { id: row.id, number, amountTotal };
  });
}

/** One line for an amount: 'Annulation de la facture …' for the rest, 'Avoir partiel sur la facture …' otherwise. */
function amountLine(invoice: LockedInvoice, amount: number, kind: "rest" | "amount"): DocumentLine {
  const t = getDocumentT();
  const description = t(kind === "rest" ? "lines.creditFull" : "lines.creditPartial", { number: invoice.number });
  return { productSlug: null, description, qty: 1, unitPrice: amount, position: 0 };
}

/** The invoice's lines chosen with a quantity above 0, each at most the quantity left of it. */
function creditedLines(
  invoiceLines: Awaited<ReturnType<typeof getCreditableLines>>,
  chosen: ReadonlyArray<{ lineId: string; qty: unknown }>,
): DocumentLine[] {
  const lines: DocumentLine[] = [];
  for (const choice of chosen) {
    const qty = parseQuantity(choice.qty);
    if (qty === 0) continue;
    const line = invoiceLines.find((candidate) => candidate.id === choice.lineId);
    if (!line) throw invalid(`line ${choice.lineId} is not on the invoice`);
    if (qty > line.qtyLeft) throw invalid(`credit ${qty} of ${line.qtyLeft} left on line ${line.id}`);
    lines.push({
      creditedLineId: line.id,
      productSlug: line.productSlug,
      description: line.description,
      qty,
      unitPrice: line.unitPrice,
      position: lines.length,
    });
  }
  if (lines.length === 0) throw invalid("no line chosen");
  return lines;
}
