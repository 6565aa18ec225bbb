// Sign-in throttling (issue 6 §6): failures are rows of login_attempts, counted per account and per address over a
// sliding window, so the limit holds across several app servers.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { loginAttempts } from "../../db/schema/index.ts";
import { UNKNOWN_ADDRESS } from "./client-address.server.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Password-reset mails per account and window (they share the table under their own key). */
export const MAX_RESET_REQUESTS = 3;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const resetKey = (email: string) => `reset:${email.trim().toLowerCase()}`;

async function countRecent(db: DbExecutor, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gte(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
  return row?.n ?? 0;
}

export type LoginThrottleOptions = { email: string; ip: string; now?: Date };

/** True when the account or the address has used up its failures for the window. */
export async function isLoginThrottled(db: DbExecutor, { email, ip, now = new Date() }: LoginThrottleOptions) {
  // One after the other: `db` may be a transaction, a single connection.
  const byAccount = await countRecent(db, accountKey(email), now);
  const byAddress = ip === UNKNOWN_ADDRESS ? 0 : await countRecent(db, addressKey(ip), now);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

/** Counts one failed sign-in against the account and the address, and drops their rows older than the window. */
export async function recordLoginFailure(db: DbExecutor, { email, ip, now = new Date() }: LoginThrottleOptions) {
  const keys = ip === UNKNOWN_ADDRESS ? [accountKey(email)] : [accountKey(email), addressKey(ip)];
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  await db
    .delete(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
}

/** After a successful sign-in the account starts afresh (the address keeps its count). */
export async function clearAccountFailures(db: DbExecutor, { email }: { email: string }) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
}

/** True, and counted, when another reset mail may be sent for this account; false once the limit is reached. */
export async function takeResetAllowance(db: DbExecutor, { email, now = new Date() }: { email: string; now?: Date }) {
  const key = resetKey(email);
  if ((await countRecent(db, key, now)) >= MAX_RESET_REQUESTS) return false;
  await db.insert(loginAttempts).values({ key, createdAt: now });
  await db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
  return true;
}
