// The categories the import form offers: the specification's tiny, solar and equip first, then the shop's others.
import { asc } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories } from "../../db/schema/index.ts";
import type { ImportCategory } from "./import-events.ts";

const FIRST_KEYS = ["tiny", "solar", "equip"];

export async function listImportCategories(db: DbExecutor): Promise<ImportCategory[]> {
  const rows = await db
    .select({ key: categories.key, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.key));
  const rank = (key: string) => {
    const index = FIRST_KEYS.indexOf(key);
    return index === -1 ? FIRST_KEYS.length : index;
  };
  return rows.toSorted((a, b) => rank(a.key) - rank(b.key));
}
