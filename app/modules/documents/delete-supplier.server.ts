import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { purchaseOrders, suppliers } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";

export type DeleteSupplierOptions = { db: Db; actor: string; supplierId: string };

/**
 * Deletes a supplier no purchase order names; otherwise throws SUPPLIER_IN_USE with the count (the foreign key
 * refuses it too, should a purchase order be added meanwhile).
 */
export async function deleteSupplier({ db, actor, supplierId }: DeleteSupplierOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for("update");
    if (!supplier) throw new DocumentError("SUPPLIER_NOT_FOUND");
    const [used] = await tx
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.supplierId, supplierId));
    if ((used?.n ?? 0) > 0)
      throw new DocumentError("SUPPLIER_IN_USE", `${supplier.name} is named on ${used?.n} purchase orders`);
    await tx.delete(suppliers).where(eq(suppliers.id, supplierId));
    await recordAudit(tx, {
      actor,
      action: "supplier.delete",
      entity: "supplier",
      entityId: supplierId,
      summary: { name: supplier.name },
    });
  });
}
