// Gathers what the PDF of one document shows (pdf/printable-document.ts) from the database.
import type { DbExecutor } from "../../db/db.server.ts";
import type { DocumentType } from "../../db/schema/documents.ts";
import { hasBankDetails } from "../settings/bank-details.ts";
import { getSettings } from "../settings/settings.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { computeTotals, lineTotal, type DocumentLine } from "./document-lines.ts";
import { tahitiIsoDate } from "./document-number.ts";
import { getCreditNote } from "./get-credit-note.server.ts";
import { getInvoice } from "./get-invoice.server.ts";
import { loadInvoiceContext } from "./invoice-context.server.ts";
import { getPurchaseOrder } from "./get-purchase-order.server.ts";
import { getQuote } from "./get-quote.server.ts";
import { loadQuoteAcceptance } from "./quote-acceptance.server.ts";
import type { PrintableDocument, PrintableLine } from "./pdf/printable-document.ts";

export type LoadPrintableDocumentOptions = { db: DbExecutor; type: DocumentType; documentId: string };

export async function loadPrintableDocument({
  db,
  type,
  documentId,
}: LoadPrintableDocumentOptions): Promise<PrintableDocument> {
  const { deposit_ratio, bank_details } = await getSettings(db);
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
        acceptance: await loadQuoteAcceptance(db, quote.id),
      };
    }
    case "invoice": {
      const invoice = await getInvoice({ db, invoiceId: documentId });
      const context = await loadInvoiceContext(db, invoice);
      const deducted = invoice.deductedInvoice;
      const issueDate = invoice.issuedOn ?? tahitiIsoDate(invoice.createdAt);
      // Deposit: due at order, so on the invoice's date unless one was set; balance: its due date field, else the
      // balance terms' words (before the ship leaves, ruling 12).
      const dueDate = invoice.kind === "deposit" ? (invoice.dueDate ?? issueDate) : invoice.dueDate;
      const isPayable = invoice.status !== "cancelled" && invoice.amountDue > 0;
      return {
        kind: invoice.kind === "standard" ? "invoice" : invoice.kind,
        number: invoice.number,
        isDraft: !invoice.isFrozen,
        currency: invoice.currency,
        issueDate,
        dueDate,
        customerReference: invoice.customerReference,
        reference: context.quote,
        order: invoice.kind === "standard" ? null : context.order,
        depositPaidOn: invoice.kind === "standard" ? null : context.depositPaidOn,
        party: invoice.buyer ?? (await getBuyerSnapshot(db, invoice.customerId)),
        ...linesAndSubtotal(invoice.lines),
        deducted: deducted
          ? {
              number: deducted.number,
              date: deducted.issuedOn ?? tahitiIsoDate(deducted.createdAt),
              amount: invoice.deductedAmount,
            }
          : null,
        orderTotal: invoice.kind === "deposit" ? (context.order?.amount ?? null) : null,
        total: invoice.amountTotal,
        amountPaid: invoice.amountPaid,
        amountCredited: invoice.amountCredited,
        amountDue: invoice.amountDue,
        depositRatio: invoice.depositRatio ?? deposit_ratio,
        incoterm: invoice.incoterm,
        notes: invoice.notes,
        payment: isPayable
          ? {
              due: {
                date: dueDate,
                rule: invoice.kind === "deposit" ? "deposit" : invoice.kind === "balance" && !dueDate ? "terms" : null,
              },
              bank: hasBankDetails(bank_details) ? bank_details : null,
              url: null,
            }
          : null,
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
        // English by default for suppliers (ruling 18); a purchase order without a supplier stays in English too.
        lang: supplier?.language ?? "en",
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
