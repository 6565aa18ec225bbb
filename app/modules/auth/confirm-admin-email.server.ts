import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { consumeAuthToken } from "./auth-token.server.ts";

/** Confirms the administrator's address from the emailed link (once, before it expires). False for a bad link. */
export async function confirmAdminEmail(db: Db, { token }: { token: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, purpose: "confirm" });
    if (!userId) return false;
    const [user] = await tx
      .update(adminUsers)
      .set({ emailConfirmedAt: sql`coalesce(${adminUsers.emailConfirmedAt}, now())` })
      .where(eq(adminUsers.id, userId))
      .returning({ email: adminUsers.email });
    await recordAudit(tx, { actor: user?.email ?? "anonymous", action: "auth.email_confirmed", entity: "admin_user", entityId: userId });
    return true;
  });
}
