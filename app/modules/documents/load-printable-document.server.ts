// Gathers what the PDF of one document shows (pdf/printable-document.ts) from the database.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import type { DocumentType } from "../../db/schema/documents.ts";
import { orders } from "../../db/schema/sales.ts";
import { getSettings } from "../settings/settings.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { computeTotals, lineTotal, type DocumentLine } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { getCreditNote } from "./get-credit-note.server.ts";
import { getInvoice } from "./get-invoice.server.ts";
import { getPurchaseOrder } from "./get-purchase-order.server.ts";
import { getQuote } from "./get-quote.server.ts";
import type { PrintableDocument, PrintableLine } from "./pdf/printable-document.ts";

export type LoadPrintableDocumentOptions = { db: DbExecutor; type: DocumentType; documentId: string };

export async function loadPrintableDocument({
  db,
  type,
  documentId,
}: LoadPrintableDocumentOptions): Promise<PrintableDocument> {
  const { deposit_ratio } = await getSettings(db);
  switch (type) {
    case "quote": {
      const quote = await getQuote({ db, quoteId: documentId });
      return {
        kind: "quote",
        number: quote.number,
        isDraft: false,
        currency: quote.currency,
        issueDate: tahitiIsoDate(quote.createdAt),
        validUntil: quote.validUntil,
        customerReference: quote.customerReference,
        party: quote.customer,
        ...linesAndSubtotal(quote.lines),
        total: quote.total,
        depositRatio: deposit_ratio,
        leadTime: quote.leadTime,
        incoterm: quote.incoterm,
        notes: quote.notes,
      };
    }
    case "invoice": {
      const invoice = await getInvoice({ db, invoiceId: documentId });
      const [order] =
        invoice.kind === "deposit" && invoice.orderId
          ? await db.select({ amount: orders.amount }).from(orders).where(eq(orders.id, invoice.orderId))
          : [];
      const deducted = invoice.deductedInvoice;
      return {
        kind: invoice.kind === "standard" ? "invoice" : invoice.kind,
        number: invoice.number,
        isDraft: !invoice.isFrozen,
        currency: invoice.currency,
        issueDate: invoice.issuedOn ?? tahitiIsoDate(invoice.createdAt),
        dueDate: invoice.dueDate,
        customerReference: invoice.customerReference,
        reference: invoice.quote
          ? { number: invoice.quote.number, date: tahitiIsoDate(invoice.quote.createdAt) }
          : null,
        party: invoice.buyer ?? (await getBuyerSnapshot(db, invoice.customerId)),
        ...linesAndSubtotal(invoice.lines),
        deducted: deducted
          ? {
              number: deducted.number,
              date: deducted.issuedOn ?? tahitiIsoDate(deducted.createdAt),
              amount: invoice.deductedAmount,
            }
          : null,
        orderTotal: order?.amount ?? null,
        total: invoice.amountTotal,
        amountPaid: invoice.amountPaid,
        amountCredited: invoice.amountCredited,
        amountDue: invoice.amountDue,
        depositRatio: invoice.depositRatio ?? deposit_ratio,
        incoterm: invoice.incoterm,
        notes: invoice.notes,
      };
    }
    case "credit_note": {
      const note = await getCreditNote({ db, creditNoteId: documentId });
      return {
        kind: "credit_note",
        number: note.number,
        isDraft: false,
        currency: note.currency,
        issueDate: note.issuedOn,
        reference: {
          number: note.invoice.number,
          date: note.invoice.issuedOn ?? tahitiIsoDate(note.invoice.createdAt),
        },
        party: note.buyer,
        ...linesAndSubtotal(note.lines),
        total: note.amountTotal,
        depositRatio: deposit_ratio,
        reason: note.reason,
      };
    }
    case "purchase_order": {
      const po = await getPurchaseOrder({ db, purchaseOrderId: documentId });
      const supplier = po.supplier;
      return {
        kind: "purchase_order",
        number: po.number,
        isDraft: false,
        currency: po.currency,
        issueDate: tahitiIsoDate(po.createdAt),
        party: supplier
          ? {
              name: supplier.name,
              company: null,
              address: supplier.address,
              location: null,
              email: supplier.email,
              phone: supplier.phone,
              taxId: null,
            }
          : null,
        shipTo: po.shipTo,
        ...linesAndSubtotal(po.lines),
        total: po.total,
        depositRatio: deposit_ratio,
        incoterm: po.incoterm,
        notes: po.notes,
      };
    }
  }
}

function linesAndSubtotal(lines: readonly DocumentLine[]): { lines: PrintableLine[]; subtotal: number } {
  return {
    lines: lines.map((line) => ({
      description: line.description,
      qty: line.qty,
      unitPrice: line.unitPrice,
      total: lineTotal(line),
    })),
    subtotal: computeTotals(lines).subtotal,
  };
}
