import type { Db } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { optionalText } from "./quote-fields.ts";
import { supplierLanguageOf, type SupplierFields } from "./supplier-fields.ts";

export type CreateSupplierOptions = SupplierFields & { db: Db; actor: string };

/** A new supplier; a name is required (SUPPLIER_NAME_REQUIRED). */
export async function createSupplier(options: CreateSupplierOptions): Promise<{ id: string }> {
  const name = options.name?.trim();
  if (!name) throw new DocumentError("SUPPLIER_NAME_REQUIRED");
  const language = supplierLanguageOf(options.language);
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({
        name,
        email: optionalText(options.email) ?? null,
        phone: optionalText(options.phone) ?? null,
        address: optionalText(options.address) ?? null,
        website: optionalText(options.website) ?? null,
        notes: optionalText(options.notes) ?? null,
        language,
      })
      .returning({ id: suppliers.id });
    if (!row) throw new Error("supplier insert returned no row");
    await recordAudit(tx, {
      actor: options.actor,
      action: "supplier.create",
      entity: "supplier",
      entityId: row.id,
      summary: { name },
    });
    return row;
  });
}
