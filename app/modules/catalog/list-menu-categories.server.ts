import { asc } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories } from "../../db/schema/index.ts";

/** Categories for the header's 'Boutique' menu, by name (storefront §7). */
export async function listMenuCategories(db: Db) {
  return db.select({ key: categories.key, name: categories.name }).from(categories).orderBy(asc(categories.name));
}
