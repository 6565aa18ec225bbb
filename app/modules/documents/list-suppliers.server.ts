import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { containsText, listPage } from "../lists/list-page.server.ts";
import type { ListParams, ListSpec } from "../lists/list-params.ts";
import { DocumentError } from "./document-error.ts";

/** What the suppliers list's URL may ask: by name (default) or email, and a search in both. */
export const SUPPLIER_LIST_SPEC = {
  sortable: ["name", "email"],
  defaultSort: "name",
  defaultDirection: "asc",
  defaultSize: 50,
  filters: { q: { kind: "text" } },
} as const satisfies ListSpec<"name" | "email">;

type SupplierListParams = ListParams<"name" | "email", (typeof SUPPLIER_LIST_SPEC)["filters"]>;

const SUPPLIER_COLUMNS = {
  id: suppliers.id,
  name: suppliers.name,
  email: suppliers.email,
  phone: suppliers.phone,
  address: suppliers.address,
  website: suppliers.website,
  notes: suppliers.notes,
  language: suppliers.language,
};

/** One page of suppliers ordered by name, optionally those whose name or email contains the search (any case). */
export async function listSuppliers(db: DbExecutor, params: SupplierListParams) {
  const query = db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(containsText(params.filters.q, [suppliers.name, suppliers.email]))
    .$dynamic();
  return listPage(db, query, {
    params,
    sortColumns: { name: suppliers.name, email: suppliers.email },
    tiebreaker: suppliers.id,
  });
}

/** One supplier; throws SUPPLIER_NOT_FOUND ('Fournisseur non trouvé'). */
export async function getSupplier({ db, supplierId }: { db: DbExecutor; supplierId: string }) {
  const [supplier] = await db.select(SUPPLIER_COLUMNS).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw new DocumentError("SUPPLIER_NOT_FOUND");
  return supplier;
}
