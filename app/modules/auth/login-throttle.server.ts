// Sign-in throttling (issue 12 item 2): failures are rows of login_attempts, so the limits hold across several app
// servers. Failures slow down one (account, address) pair with growing delays, and one address that tries many
// accounts; nothing blocks the account itself, so a stranger elsewhere cannot lock the administrator out. Once a key
// is refused, this process remembers it until its time is up (refusal-cache.ts) and refuses it without the database.
// Only the growing delays live here; a plain count in a window (emailed links) is the forms' rate limiter.
import { and, count, eq, gte, like, lt, max, min, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { loginAttempts } from "../../db/schema/index.ts";
import { checkRateLimit } from "../abuse/rate-limit.server.ts";
import { UNKNOWN_ADDRESS } from "./client-address.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

const MINUTE_MS = 60 * 1000;
/** Failures of a pair are remembered this long; rows older than this are purged. */
export const PAIR_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** A pair may fail this many times before it has to wait. */
export const FREE_FAILURES_PER_PAIR = 3;
export const FIRST_DELAY_MS = 15 * 1000;
export const MAX_DELAY_MS = 15 * MINUTE_MS;
/** One address failing on any accounts this many times in ADDRESS_WINDOW_MS waits until the oldest one is out. */
export const MAX_FAILURES_PER_ADDRESS = 20;
export const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
/** Emailed links (sign-up and reset) per account and window. Earlier links stay valid, so the owner always has one. */
export const MAX_LINK_REQUESTS = 3;
export const LINK_WINDOW_MS = 15 * MINUTE_MS;

const normalize = (email: string) => email.trim().toLowerCase();
export const pairKey = (email: string, ip: string) => `pair:${normalize(email)}|${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const linkKey = (email: string) => `link:${normalize(email)}`;

/** The wait imposed after the n-th failure of a pair: none for the first ones, then doubling up to the cap. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_PAIR), MAX_DELAY_MS);
}

async function failuresOf(db: DbExecutor, key: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(loginAttempts.createdAt), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gte(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

export type LoginThrottleOptions = { email: string; ip: string; now?: Date };
/** The process's refusal cache: a key refused in the database is remembered there until its time is up. */
type WithRefusals = { refusals: RefusalCache };

async function addressWaitInDb(db: DbExecutor, ip: string, now: Date): Promise<number> {
  if (ip === UNKNOWN_ADDRESS) return 0;
  const byAddress = await failuresOf(db, addressKey(ip), new Date(now.getTime() - ADDRESS_WINDOW_MS));
  if (byAddress.n < MAX_FAILURES_PER_ADDRESS || !byAddress.first) return 0;
  return Math.max(0, byAddress.first.getTime() + ADDRESS_WINDOW_MS - now.getTime());
}

/** Remembers each key of `waits` that has to wait (the database said so just now). */
function rememberWaits(refusals: RefusalCache, now: Date, waits: Array<[key: string, waitMs: number]>) {
  for (const [key, waitMs] of waits) if (waitMs > 0) refusals.remember(key, now.getTime() + waitMs);
}

/**
 * How long this address must wait before any attempt (0: it may try). Checked first by every auth form: a refusal
 * this process already knows costs no database work.
 */
export async function getAddressWaitMs(
  db: DbExecutor,
  { ip, refusals, now = new Date() }: { ip: string; now?: Date } & WithRefusals,
): Promise<number> {
  const known = refusals.waitMs(addressKey(ip), now.getTime());
  if (known > 0) return known;
  const waitMs = await addressWaitInDb(db, ip, now);
  rememberWaits(refusals, now, [[addressKey(ip), waitMs]]);
  return waitMs;
}

/** How long this (account, address) pair, or the address, must wait before the next sign-in attempt (0: now). */
export async function getLoginWaitMs(
  db: DbExecutor,
  { email, ip, refusals, now = new Date() }: LoginThrottleOptions & WithRefusals,
): Promise<number> {
  const known = Math.max(
    refusals.waitMs(addressKey(ip), now.getTime()),
    refusals.waitMs(pairKey(email, ip), now.getTime()),
  );
  if (known > 0) return known;
  // One after the other: `db` may be a transaction, a single connection.
  const addressWait = await addressWaitInDb(db, ip, now);
  const pair = await failuresOf(db, pairKey(email, ip), new Date(now.getTime() - PAIR_WINDOW_MS));
  const pairWait = pair.last ? Math.max(0, pair.last.getTime() + pairDelayMs(pair.n) - now.getTime()) : 0;
  rememberWaits(refusals, now, [
    [addressKey(ip), addressWait],
    [pairKey(email, ip), pairWait],
  ]);
  return Math.max(addressWait, pairWait);
}

/** Counts one failed sign-in against the pair and the address, and purges rows older than a day. */
export async function recordLoginFailure(db: DbExecutor, { email, ip, now = new Date() }: LoginThrottleOptions) {
  const keys = ip === UNKNOWN_ADDRESS ? [pairKey(email, ip)] : [pairKey(email, ip), addressKey(ip)];
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - PAIR_WINDOW_MS)));
}

/** Counts a refused sign-up against the address only (a flood of them is then answered cheaply). */
export async function recordAddressFailure(db: DbExecutor, { ip, now = new Date() }: { ip: string; now?: Date }) {
  if (ip === UNKNOWN_ADDRESS) return;
  await db.insert(loginAttempts).values({ key: addressKey(ip), createdAt: now });
}

/** After a successful sign-in this pair starts afresh (the address keeps its count of other accounts' failures). */
export async function clearPairFailures(db: DbExecutor, { email, ip }: { email: string; ip: string }) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, pairKey(email, ip)));
}

const isFailureKey = or(like(loginAttempts.key, "pair:%"), like(loginAttempts.key, "ip:%"));

/** Ends every failed-attempt block (the owner, signed in or holding an emailed link). Returns how many rows went. */
export async function clearLoginFailures(db: DbExecutor, { key }: { key?: string } = {}): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(key ? and(isFailureKey, eq(loginAttempts.key, key)) : isFailureKey)
    .returning({ id: loginAttempts.id });
  return rows.length;
}

export type LoginBlock = {
  key: string;
  kind: "pair" | "address";
  email: string | null;
  ip: string;
  failures: number;
  lastAt: Date;
  waitMs: number;
};

/** The pairs and addresses that currently have to wait, longest wait first (for the owner's page). */
export async function listLoginBlocks(
  db: DbExecutor,
  { now = new Date() }: { now?: Date } = {},
): Promise<LoginBlock[]> {
  const since = new Date(now.getTime() - PAIR_WINDOW_MS);
  const addressSince = new Date(now.getTime() - ADDRESS_WINDOW_MS);
  const rows = await db
    .select({
      key: loginAttempts.key,
      n: count(),
      recent: sql<number>`count(*) filter (where ${loginAttempts.createdAt} >= ${addressSince})`.mapWith(Number),
      firstRecent:
        sql<Date | null>`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.createdAt} >= ${addressSince})`.mapWith(
          (v) => (v === null ? null : new Date(v)),
        ),
      last: max(loginAttempts.createdAt),
    })
    .from(loginAttempts)
    .where(and(isFailureKey, gte(loginAttempts.createdAt, since)))
    .groupBy(loginAttempts.key);
  const blocks: LoginBlock[] = [];
  for (const row of rows) {
    if (!row.last) continue;
    if (row.key.startsWith("pair:")) {
      const [email = "", ip = ""] = row.key.slice("pair:".length).split("|");
      const waitMs = row.last.getTime() + pairDelayMs(row.n) - now.getTime();
      if (waitMs > 0) blocks.push({ key: row.key, kind: "pair", email, ip, failures: row.n, lastAt: row.last, waitMs });
    } else if (row.recent >= MAX_FAILURES_PER_ADDRESS && row.firstRecent) {
      const waitMs = row.firstRecent.getTime() + ADDRESS_WINDOW_MS - now.getTime();
      if (waitMs > 0)
        blocks.push({
          key: row.key,
          kind: "address",
          email: null,
          ip: row.key.slice("ip:".length),
          failures: row.recent,
          lastAt: row.last,
          waitMs,
        });
    }
  }
  return blocks.sort((a, b) => b.waitMs - a.waitMs);
}

/**
 * True, and counted, when another emailed link may be sent for this account: the forms' rate limiter
 * (rate-limit.server.ts) with the account as key. The limit only stops mail floods: links already sent stay valid,
 * so whoever uses it up has not taken the owner's way back in.
 */
export async function takeLinkAllowance(db: DbExecutor, { email }: { email: string }): Promise<boolean> {
  const result = await checkRateLimit(db, { key: linkKey(email), limit: MAX_LINK_REQUESTS, windowMs: LINK_WINDOW_MS });
  return result.isAllowed;
}
