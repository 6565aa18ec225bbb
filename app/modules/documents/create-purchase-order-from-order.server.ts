import { sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { insertPurchaseOrder, type CreatedPurchaseOrder } from "./create-purchase-order.server.ts";
import { lockOrderForDocuments } from "./order-source.server.ts";
import { purchaseOrderLineText } from "./order-product-text.server.ts";

export type CreatePurchaseOrderFromOrderOptions = { db: Db; actor: string; orderId: string; now?: Date };

/**
 * A draft purchase order in USD for the order's product: one line with its quantity and purchase price, describing
 * the product, its model reference and chosen options in the supplier's language (English by default, ruling 18),
 * addressed to the supplier whose name matches the product's (if one does), incoterm 'CNF Papeete', ship-to from the
 * settings.
 */
export async function createPurchaseOrderFromOrder(
  options: CreatePurchaseOrderFromOrderOptions,
): Promise<CreatedPurchaseOrder> {
  const { db, actor, orderId, now } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrderForDocuments(tx, orderId);
    const supplierName = order.product?.supplierName?.trim();
    const [supplier] = supplierName
      ? await tx
          .select({ id: suppliers.id, language: suppliers.language })
          .from(suppliers)
          .where(sql`lower(${suppliers.name}) = lower(${supplierName})`)
          .limit(1)
      : [];
    return insertPurchaseOrder(tx, {
      actor,
      now,
      orderId,
      supplierId: supplier?.id ?? null,
      currency: "USD",
      lines: [
        {
          productSlug: order.productSlug,
          description: await purchaseOrderLineText(tx, order, supplier?.language ?? "en"),
          qty: order.qty,
          unitPrice: order.product?.purchasePriceCents ?? 0,
        },
      ],
    });
  });
}
