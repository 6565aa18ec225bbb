import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { purchaseOrders } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { requireDocumentCurrency } from "./document-currency.ts";
import { DocumentError } from "./document-error.ts";
import { computeTotals, normalizeLines, type DocumentLineInput } from "./document-lines.ts";
import { getPurchaseOrderLines, replacePurchaseOrderLines } from "./purchase-order-lines.server.ts";
import type { PurchaseOrderFields } from "./purchase-order-fields.ts";
import { optionalText } from "./quote-fields.ts";
import { requireSupplier } from "./require-supplier.server.ts";

export type UpdatePurchaseOrderOptions = PurchaseOrderFields & {
  db: Db;
  actor: string;
  /** Required: 'ID du bon de commande manquant' without it. */
  purchaseOrderId: string | null | undefined;
  lines?: DocumentLineInput[];
};

/** Saves a purchase order (freely editable, back-office §4); lines replaced in one transaction when given. */
export async function updatePurchaseOrder(options: UpdatePurchaseOrderOptions): Promise<{ id: string; total: number }> {
  const { db, actor, purchaseOrderId } = options;
  if (!purchaseOrderId) throw new DocumentError("PURCHASE_ORDER_ID_MISSING");
  return db.transaction(async (tx) => {
    const [po] = await tx
      .select({ id: purchaseOrders.id, number: purchaseOrders.number, currency: purchaseOrders.currency })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, purchaseOrderId))
      .for("update");
    if (!po) throw new DocumentError("PURCHASE_ORDER_NOT_FOUND");
    if (options.supplierId) await requireSupplier(tx, options.supplierId);
    const currency = requireDocumentCurrency(options.currency, po.currency as "USD");
    const lines = options.lines ? normalizeLines(options.lines) : await getPurchaseOrderLines(tx, po.id);
    const total = computeTotals(lines).total;
    await tx
      .update(purchaseOrders)
      .set({
        supplierId: options.supplierId,
        status: options.status,
        currency,
        total,
        notes: optionalText(options.notes),
        incoterm: optionalText(options.incoterm) ?? undefined,
        shipTo: optionalText(options.shipTo),
      })
      .where(eq(purchaseOrders.id, po.id));
    if (options.lines || currency !== po.currency) await replacePurchaseOrderLines(tx, { id: po.id, currency }, lines);
    await recordAudit(tx, {
      actor,
      action: "purchase_order.update",
      entity: "purchase_order",
      entityId: po.id,
      summary: { number: po.number, total, currency, status: options.status ?? null },
    });
    return { id: po.id, total };
  });
}
