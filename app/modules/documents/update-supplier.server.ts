import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { suppliers } from "../../db/schema/purchasing.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { DocumentError } from "./document-error.ts";
import { optionalText } from "./quote-fields.ts";
import { supplierLanguageOf, type SupplierFields } from "./supplier-fields.ts";

export type UpdateSupplierOptions = SupplierFields & { db: Db; actor: string; supplierId: string };

/** Saves the fields given; the name cannot become empty. */
export async function updateSupplier(options: UpdateSupplierOptions): Promise<{ id: string }> {
  const name = options.name === undefined ? undefined : options.name.trim();
  if (name === "") throw new DocumentError("SUPPLIER_NAME_REQUIRED");
  const language = supplierLanguageOf(options.language);
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(suppliers)
      .set({
        name,
        email: optionalText(options.email),
        phone: optionalText(options.phone),
        address: optionalText(options.address),
        website: optionalText(options.website),
        notes: optionalText(options.notes),
        language,
      })
      .where(eq(suppliers.id, options.supplierId))
      .returning({ id: suppliers.id });
    if (!row) throw new DocumentError("SUPPLIER_NOT_FOUND");
    await recordAudit(tx, {
      actor: options.actor,
      action: "supplier.update",
      entity: "supplier",
      entityId: row.id,
      summary: { name: name ?? null },
    });
    return row;
  });
}
