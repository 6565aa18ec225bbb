import { asc, eq, ilike, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/documents.ts";
import { DocumentError } from "./document-error.ts";
import { containsPattern } from "./list-filters.ts";

const SUPPLIER_COLUMNS = {
  id: suppliers.id,
  name: suppliers.name,
  email: suppliers.email,
  phone: suppliers.phone,
  address: suppliers.address,
  website: suppliers.website,
  notes: suppliers.notes,
};

/** Suppliers ordered by name, optionally those whose name or email contains `search` (any case). */
export async function listSuppliers({ db, search }: { db: DbExecutor; search?: string | null }) {
  const pattern = containsPattern(search);
  return db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(pattern ? or(ilike(suppliers.name, pattern), ilike(suppliers.email, pattern)) : undefined)
    .orderBy(asc(suppliers.name))
    .limit(500);
}

/** One supplier; throws SUPPLIER_NOT_FOUND ('Fournisseur non trouvé'). */
export async function getSupplier({ db, supplierId }: { db: DbExecutor; supplierId: string }) {
  const [supplier] = await db.select(SUPPLIER_COLUMNS).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw new DocumentError("SUPPLIER_NOT_FOUND");
  return supplier;
}
