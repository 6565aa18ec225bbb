import { inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/index.ts";
import { slugCandidates } from "./product-slug.ts";

/**
 * The first of `base`, `base-2` … `base-9` that no product uses, or null when all are taken (the caller says so).
 * Inside a transaction, the product's unique slug still guards against a concurrent insert.
 */
export async function findFreeSlug(db: DbExecutor, base: string): Promise<string | null> {
  const candidates = slugCandidates(base);
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, candidates));
  const taken = new Set(rows.map((row) => row.slug));
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}
