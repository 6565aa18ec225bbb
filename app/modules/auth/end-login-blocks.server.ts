import type { Db } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { clearLoginFailures } from "./login-throttle.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

export type EndLoginBlocksOptions = {
  /** One block's key (from listLoginBlocks), or every block when absent. */
  key?: string;
  /** The administrator's email, or 'emailed-link' when the owner acts from a link. */
  actor: string;
  ip: string;
  /** This process's known refusals, forgotten with the blocks (other servers read the database at their next refusal). */
  refusals: RefusalCache;
};

/** Ends failed-attempt blocks for the owner (signed in, or holding an emailed link) and logs it. */
export async function endLoginBlocks(db: Db, { key, actor, ip, refusals }: EndLoginBlocksOptions): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const rows = await clearLoginFailures(tx, { key });
    await recordAudit(tx, {
      actor,
      action: "auth.login_blocks_ended",
      entity: "login_attempts",
      summary: { key: key ?? "all", removed: rows, ip },
    });
    return rows;
  });
  refusals.forget(key);
  return removed;
}
