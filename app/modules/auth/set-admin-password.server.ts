import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { adminUsers, authTokens } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { deleteUserSessions } from "./admin-session.server.ts";
import { clearLoginFailures } from "./login-throttle.server.ts";
import { hashPassword } from "./password.server.ts";

type StoreAdminPasswordOptions = {
  userId: string;
  passwordHash: string;
  action: string;
  actor?: string;
  summary?: Record<string, unknown>;
};

/**
 * Writes a new password hash, confirms the address, ends every session and unused link of the account and every
 * failed-attempt block, and logs it. Run inside the caller's transaction.
 */
export async function storeAdminPassword(
  tx: DbExecutor,
  { userId, passwordHash, action, actor, summary }: StoreAdminPasswordOptions,
) {
  const [user] = await tx
    .update(adminUsers)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${adminUsers.emailConfirmedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(adminUsers.id, userId))
    .returning({ email: adminUsers.email });
  if (!user) throw new Error(`admin user ${userId} not found`);
  await deleteUserSessions(tx, { userId });
  await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
  await clearLoginFailures(tx);
  await recordAudit(tx, { actor: actor ?? user.email, action, entity: "admin_user", entityId: userId, summary });
}

export type SetAdminPasswordOptions = { email: string; password: string; actor: string };

/** For operators (`npm run admin:password`): creates the account if needed, sets its password, confirmed. */
export async function setAdminPassword(db: Db, { email, password, actor }: SetAdminPasswordOptions) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.insert(adminUsers).values({ email: normalized }).onConflictDoNothing({ target: adminUsers.email });
    const [user] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, normalized))
      .for("update");
    if (!user) throw new Error("admin_users row missing after insert");
    await storeAdminPassword(tx, { userId: user.id, passwordHash, action: "auth.password_set", actor });
    return { userId: user.id };
  });
}
