import type { Db } from "../../db/db.server.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { DocumentError } from "./document-error.ts";
import { getDocumentT } from "./document-text.server.ts";
import { insertInvoice, type InsertedInvoice } from "./insert-invoice.server.ts";
import { chosenOptionLines } from "./order-product-text.server.ts";
import { findOrderInvoice, lockOrderForDocuments } from "./order-source.server.ts";
import { recordCardPaidIn } from "./record-invoice-payment.server.ts";

export type CreateDepositInvoiceOptions = { db: Db; actor: string; orderId: string; now?: Date };

/**
 * The order's deposit invoice (facture d'acompte): round(amount × the order's deposit ratio, 60 % by default), one
 * line naming the product, its chosen options and the percentage. An order whose deposit was already paid by card or checkout gets the
 * payment recorded, so the invoice is paid. One deposit invoice per order (DEPOSIT_INVOICE_EXISTS).
 */
export async function createDepositInvoice(options: CreateDepositInvoiceOptions): Promise<InsertedInvoice> {
  const { db, actor, orderId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrderForDocuments(tx, orderId);
    if (await findOrderInvoice(tx, orderId, "deposit")) throw new DocumentError("DEPOSIT_INVOICE_EXISTS");
    // A full invoice (a converted quote) already bills the whole sale.
    const full = await findOrderInvoice(tx, orderId, "standard");
    if (full) throw new DocumentError("ORDER_ALREADY_INVOICED", full.number, { params: { numbers: full.number } });
    const { deposit, percent } = splitDeposit(order.amount, order.depositRatio);
    const t = getDocumentT();
    const title = order.product?.title ?? order.productSlug;
    const invoice = await insertInvoice(tx, {
      actor,
      now,
      auditAction: "invoice.create_deposit",
      values: {
        kind: "deposit",
        currency: order.currency,
        customerId: order.customerId,
        orderId,
        depositRatio: order.depositRatio,
        incoterm: order.product?.incoterm ?? null,
      },
      lines: [
        {
          productSlug: order.productSlug,
          // The configuration the deposit is paid on: the chosen options under the product (issue 27 item 3).
          description: [
            t("lines.deposit", { percent, title, qty: order.qty }),
            ...chosenOptionLines(order.options),
          ].join("\n"),
          qty: 1,
          unitPrice: deposit,
          position: 0,
        },
      ],
    });
    if (order.status === "paid") {
      await recordCardPaidIn(tx, { actor, invoice, paidAt: order.paidAt, reference: order.paymentReference, now });
    }
    return invoice;
  });
}
