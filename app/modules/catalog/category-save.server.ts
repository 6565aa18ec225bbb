import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { CategoryFields } from "./category-fields.ts";
import { cleanTranslations } from "./localized-text.ts";

export type SaveCategoryOptions = {
  /** Absent: a new category. */
  categoryId?: string;
  fields: CategoryFields;
  /** A new cover's base URL (already stored); undefined keeps the current one. */
  cover?: string;
  actor: string;
};

export type SaveCategoryResult =
  { ok: true; id: string; previousCover: string | null } | { ok: false; error: "key_taken" | "not_found" };

/** Creates or updates a category, audited with before → after. The caller removes a replaced cover's files. */
export async function saveCategory(db: Db, { categoryId, fields, cover, actor }: SaveCategoryOptions) {
  const translations = cleanTranslations({ en: { name: fields.nameEn ?? "" }, zh: { name: fields.nameZh ?? "" } });
  const values = { name: fields.name, key: fields.key, translations, ...(cover ? { cover } : {}) };
  return db.transaction(async (tx): Promise<SaveCategoryResult> => {
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.key, fields.key), categoryId ? ne(categories.id, categoryId) : undefined));
    if (clash) return { ok: false, error: "key_taken" };
    if (!categoryId) {
      const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
      await recordAudit(tx, {
        actor,
        action: "category.create",
        entity: "category",
        entityId: created!.id,
        summary: { before: null, after: values },
      });
      return { ok: true, id: created!.id, previousCover: null };
    }
    const [before] = await tx
      .select({
        name: categories.name,
        key: categories.key,
        cover: categories.cover,
        translations: categories.translations,
      })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for("update");
    if (!before) return { ok: false, error: "not_found" };
    await tx
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, categoryId));
    await recordAudit(tx, {
      actor,
      action: "category.update",
      entity: "category",
      entityId: categoryId,
      summary: { before, after: values },
    });
    return { ok: true, id: categoryId, previousCover: cover ? before.cover : null };
  });
}
