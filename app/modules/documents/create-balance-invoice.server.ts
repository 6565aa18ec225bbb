import type { Db } from "../../db/db.server.ts";
import { DocumentError } from "./document-error.ts";
import { insertInvoice, type InsertedInvoice } from "./insert-invoice.server.ts";
import { findOrderInvoice, lockOrderForDocuments, orderDocumentLines } from "./order-source.server.ts";

export type CreateBalanceInvoiceOptions = { db: Db; actor: string; orderId: string; now?: Date };

/**
 * The order's balance invoice (facture de solde): every line of the sale, then the deposit invoice deducted by its
 * number and amount, leaving the rest to pay, so deposit + balance = the order's amount exactly. Needs the deposit
 * invoice first (DEPOSIT_INVOICE_MISSING); one per order (BALANCE_INVOICE_EXISTS).
 */
export async function createBalanceInvoice(options: CreateBalanceInvoiceOptions): Promise<InsertedInvoice> {
  const { db, actor, orderId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrderForDocuments(tx, orderId);
    const deposit = await findOrderInvoice(tx, orderId, "deposit");
    if (!deposit) throw new DocumentError("DEPOSIT_INVOICE_MISSING");
    if (await findOrderInvoice(tx, orderId, "balance")) throw new DocumentError("BALANCE_INVOICE_EXISTS");
    return insertInvoice(tx, {
      actor,
      now,
      auditAction: "invoice.create_balance",
      values: {
        kind: "balance",
        currency: order.currency,
        customerId: order.customerId,
        orderId,
        depositRatio: order.depositRatio,
        deducted: { invoiceId: deposit.id, amount: deposit.amountTotal },
        incoterm: order.product?.incoterm ?? null,
      },
      lines: await orderDocumentLines(tx, order),
    });
  });
}
