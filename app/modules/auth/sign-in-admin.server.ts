import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { createAdminSession, deleteAdminSession, purgeExpiredSessions } from "./admin-session.server.ts";
import { clearPairFailures, getLoginWaitMs, recordLoginFailure } from "./login-throttle.server.ts";
import { getDecoyHash, verifyPassword } from "./password.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

export type SignInAdminOptions = {
  email: string;
  password: string;
  /** ADMIN_EMAIL: the only address that may sign in. */
  adminEmail: string;
  ip: string;
  userAgent?: string | null;
  /** The session token the browser sent before signing in, if any: it is ended, never reused. */
  previousToken?: string | null;
  /** The process's known refusals: a throttled pair or address is refused without the database. */
  refusals: RefusalCache;
};

export type SignInAdminError = "throttled" | "accessDenied" | "invalidCredentials" | "emailNotConfirmed";
export type SignInAdminResult =
  { ok: true; token: string; userId: string } | { ok: false; error: SignInAdminError; waitMs?: number };

/**
 * Checks the credentials of the administrator and opens a new session (a new id at every sign-in, against session
 * fixation). Cheap checks come first: the wait of this (account, address) pair, then the address itself; then the
 * same work for every address (one scrypt). Failures are counted and audited alike.
 * Throws PasswordHashBusyError when too many hashes wait.
 */
export async function signInAdmin(db: Db, options: SignInAdminOptions): Promise<SignInAdminResult> {
  const email = options.email.trim().toLowerCase();
  const { ip, refusals } = options;
  const waitMs = await getLoginWaitMs(db, { email, ip, refusals });
  if (waitMs > 0) return { ok: false, error: "throttled", waitMs };

  // The same work whatever the address (issue 28 item 6): the administrator's row is read and scrypt runs once, on
  // its hash for ADMIN_EMAIL, on a decoy's for any other address, so the time does not tell which address is the
  // administrator's, nor whether its password is set.
  const isAdmin = email === options.adminEmail.toLowerCase();
  const [adminRow] = await db
    .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash, confirmedAt: adminUsers.emailConfirmedAt })
    .from(adminUsers)
    .where(eq(adminUsers.email, options.adminEmail.toLowerCase()));
  const user = isAdmin ? adminRow : undefined;
  const isPasswordRight = await verifyPassword(options.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user?.passwordHash || !isPasswordRight) {
    const error = isAdmin ? "invalidCredentials" : "accessDenied";
    await db.transaction(async (tx) => {
      await recordLoginFailure(tx, { email, ip });
      await recordAudit(tx, {
        actor: "anonymous",
        action: "auth.sign_in_failed",
        entity: "admin_user",
        entityId: user?.id ?? null,
        summary: { email, ip, reason: error },
      });
    });
    return { ok: false, error };
  }
  if (!user.confirmedAt) {
    await recordAudit(db, {
      actor: email,
      action: "auth.sign_in_failed",
      entity: "admin_user",
      entityId: user.id,
      summary: { ip, reason: "emailNotConfirmed" },
    });
    return { ok: false, error: "emailNotConfirmed" };
  }
  const token = await db.transaction(async (tx) => {
    if (options.previousToken) await deleteAdminSession(tx, { token: options.previousToken });
    await purgeExpiredSessions(tx, { userId: user.id });
    await clearPairFailures(tx, { email, ip });
    const created = await createAdminSession(tx, { userId: user.id, userAgent: options.userAgent });
    await recordAudit(tx, {
      actor: email,
      action: "auth.sign_in",
      entity: "admin_user",
      entityId: user.id,
      summary: { ip },
    });
    return created;
  });
  return { ok: true, token, userId: user.id };
}
