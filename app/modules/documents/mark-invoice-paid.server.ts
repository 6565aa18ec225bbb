import type { Db } from "../../db/db.server.ts";
import type { PaymentMethod } from "../../db/schema/documents.ts";
import { recordInvoicePayment, type RecordedPayment } from "./record-invoice-payment.server.ts";

export type MarkInvoicePaidOptions = {
  db: Db;
  actor: string;
  invoiceId: string;
  paidOn?: string | null;
  method?: PaymentMethod;
  reference?: string | null;
  now?: Date;
};

/** 'Mark as paid': records a payment of the whole amount due, so the invoice becomes paid. */
export function markInvoicePaid(options: MarkInvoicePaidOptions): Promise<RecordedPayment> {
  return recordInvoicePayment({ ...options, amount: undefined });
}
