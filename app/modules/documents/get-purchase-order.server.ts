import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { purchaseOrders, suppliers } from "../../db/schema/purchasing.ts";
import { DocumentError } from "./document-error.ts";
import { getPurchaseOrderLines } from "./purchase-order-lines.server.ts";

/** A purchase order with its lines and supplier; throws PURCHASE_ORDER_ID_MISSING or PURCHASE_ORDER_NOT_FOUND. */
export async function getPurchaseOrder({
  db,
  purchaseOrderId,
}: {
  db: DbExecutor;
  purchaseOrderId: string | null | undefined;
}) {
  if (!purchaseOrderId) throw new DocumentError("PURCHASE_ORDER_ID_MISSING");
  const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId));
  if (!po) throw new DocumentError("PURCHASE_ORDER_NOT_FOUND");
  const [lines, supplier] = await Promise.all([
    getPurchaseOrderLines(db, po.id),
    po.supplierId
      ? db
          .select({
            id: suppliers.id,
            name: suppliers.name,
            email: suppliers.email,
            phone: suppliers.phone,
            address: suppliers.address,
            website: suppliers.website,
            language: suppliers.language,
          })
          .from(suppliers)
          .where(eq(suppliers.id, po.supplierId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  return { ...po, lines, supplier };
}
