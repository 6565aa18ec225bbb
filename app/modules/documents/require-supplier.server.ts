import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { DocumentError } from "./document-error.ts";

/** Throws SUPPLIER_NOT_FOUND unless the supplier exists; returns its name and email. */
export async function requireSupplier(db: DbExecutor, supplierId: string) {
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier) throw new DocumentError("SUPPLIER_NOT_FOUND");
  return supplier;
}
