// The one way an invoice row is born (from a quote, or an order's deposit or balance): number, buyer snapshot and
// lines in the caller's transaction.
import type { DbTransaction } from "../../db/db.server.ts";
import type { Currency } from "../../db/schema/columns.ts";
import { invoices, type InvoiceKind } from "../../db/schema/documents.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getBuyerSnapshot } from "./buyer-snapshot.server.ts";
import { replaceDocumentLines } from "./document-lines.server.ts";
import { computeTotals, type DocumentLine } from "./document-lines.ts";
import { takeDocumentNumber } from "./take-document-number.server.ts";

export type InsertInvoiceValues = {
  kind: InvoiceKind;
  currency: Currency;
  customerId: string | null;
  orderId?: string | null;
  cardPaymentOrderId?: string | null;
  quoteId?: string | null;
  depositRatio?: number | null;
  deducted?: { invoiceId: string; amount: number } | null;
  incoterm?: string | null;
  customerReference?: string | null;
  notes?: string | null;
};

export type InsertedInvoice = { id: string; number: string; amountTotal: number };

/** A draft invoice whose total is its lines' total less any deducted deposit. */
export async function insertInvoice(
  tx: DbTransaction,
  options: {
    actor: string;
    now: Date;
    values: InsertInvoiceValues;
    lines: readonly DocumentLine[];
    auditAction: string;
  },
): Promise<InsertedInvoice> {
  const { values, lines } = options;
  const number = await takeDocumentNumber({ tx, type: "invoice", now: options.now });
  const deducted = values.deducted ?? null;
  const amountTotal = computeTotals(lines).total - (deducted?.amount ?? 0);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      kind: values.kind,
      quoteId: values.quoteId ?? null,
      customerId: values.customerId,
      orderId: values.orderId ?? null,
      cardPaymentOrderId: values.cardPaymentOrderId ?? null,
      status: "draft",
      currency: values.currency,
      amountTotal,
      amountPaid: 0,
      depositRatio: values.depositRatio ?? null,
      deductedInvoiceId: deducted?.invoiceId ?? null,
      deductedAmount: deducted?.amount ?? 0,
      buyer: await getBuyerSnapshot(tx, values.customerId),
      incoterm: values.incoterm ?? null,
      customerReference: values.customerReference ?? null,
      notes: values.notes ?? null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("invoice insert returned no row");
  await replaceDocumentLines(tx, { type: "invoice", id: row.id, currency: values.currency }, lines);
  await recordAudit(tx, {
    actor: options.actor,
    action: options.auditAction,
    entity: "invoice",
    entityId: row.id,
    summary: {
      number,
      kind: values.kind,
      amountTotal,
      currency: values.currency,
      orderId: values.orderId ?? null,
      quoteId: values.quoteId ?? null,
    },
  });
  return { id: row.id, number, amountTotal };
}
