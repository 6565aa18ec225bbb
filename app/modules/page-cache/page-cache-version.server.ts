import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { pageCacheVersion } from "../../db/schema/index.ts";

/**
 * The version of what the public pages show. Database triggers move it on at every write to the catalogue or the
 * settings (migration 0001_page_cache_version), so every server sees a change, whoever made it.
 */
export async function readPageCacheVersion(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ version: pageCacheVersion.version })
    .from(pageCacheVersion)
    .where(eq(pageCacheVersion.id, 1));
  return row?.version ?? 0;
}
