// Database sessions for the administrator (DESIGN.md "Auth"): the cookie holds a random token, the table its SHA-256.
import { and, eq, lt, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import type { DbExecutor } from "../../db/db.server.ts";
import { adminSessions, adminUsers } from "../../db/schema/index.ts";
import { createSecretToken, hashSecretToken } from "./secret-token.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused for this long ends (sliding). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** No session lives longer than this, used or not. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
// Sliding the expiry costs a write, so it is done at most once per this interval per session.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export const SESSION_COOKIE_NAME = "bpe_admin_session";

const cookies = new Map<boolean, ReturnType<typeof createCookie>>();

/** HttpOnly, SameSite=Lax, Secure when the site is served over https. */
export function getSessionCookie(isSecure: boolean) {
  let cookie = cookies.get(isSecure);
  if (!cookie) {
    cookie = createCookie(SESSION_COOKIE_NAME, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure,
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
    cookies.set(isSecure, cookie);
  }
  return cookie;
}

export function isSecureSite(publicUrl: string): boolean {
  return publicUrl.startsWith("https:");
}

export async function readSessionToken(request: Request, publicUrl: string): Promise<string | null> {
  const value: unknown = await getSessionCookie(isSecureSite(publicUrl)).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length < 200 ? value : null;
}

export function serializeSessionCookie(token: string, publicUrl: string): Promise<string> {
  return getSessionCookie(isSecureSite(publicUrl)).serialize(token);
}

export function serializeClearedSessionCookie(publicUrl: string): Promise<string> {
  return getSessionCookie(isSecureSite(publicUrl)).serialize("", { maxAge: 0 });
}

export type CreateAdminSessionOptions = { userId: string; userAgent?: string | null; now?: Date };

/** Starts a new session and returns the cookie token (the only copy of it). */
export async function createAdminSession(
  db: DbExecutor,
  { userId, userAgent, now = new Date() }: CreateAdminSessionOptions,
) {
  const token = createSecretToken();
  await db.insert(adminSessions).values({
    id: hashSecretToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export type SessionUser = { id: string; email: string; sessionId: string };

/**
 * The user of a live session, sliding its expiry; null for an unknown or expired token
 * (an expired row is deleted on the way).
 */
export async function getSessionUser(db: DbExecutor, { token, now = new Date() }: { token: string; now?: Date }) {
  const sessionId = hashSecretToken(token);
  const [row] = await db
    .select({
      userId: adminSessions.userId,
      email: adminUsers.email,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, sessionId));
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (row.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    await db.update(adminSessions).set({ lastSeenAt: now, expiresAt }).where(eq(adminSessions.id, sessionId));
  }
  return { id: row.userId, email: row.email, sessionId } satisfies SessionUser;
}

export async function deleteAdminSession(db: DbExecutor, { token }: { token: string }) {
  await db.delete(adminSessions).where(eq(adminSessions.id, hashSecretToken(token)));
}

/** Ends every session of a user (password change or reset). */
export async function deleteUserSessions(db: DbExecutor, { userId }: { userId: string }) {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}

/** Removes expired rows of a user; called at sign-in so the table does not grow. */
export async function purgeExpiredSessions(
  db: DbExecutor,
  { userId, now = new Date() }: { userId: string; now?: Date },
) {
  await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        sql`(${lt(adminSessions.expiresAt, now)} or ${adminSessions.createdAt} < ${new Date(now.getTime() - SESSION_MAX_AGE_MS)})`,
      ),
    );
}
