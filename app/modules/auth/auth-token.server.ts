// One-time tokens sent by email (account confirmation, password reset): only their SHA-256 is stored.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { adminUsers, type AuthTokenPurpose, authTokens } from "../../db/schema/index.ts";
import { createSecretToken, hashSecretToken } from "./secret-token.server.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const LINK_PATHS: Record<AuthTokenPurpose, string> = { confirm: "/auth/confirm", reset: "/auth/reset-password" };

/** The address of the page a token opens (the page asks for the password and sends it, with the token, by POST). */
export function authLinkUrl(publicUrl: string, purpose: AuthTokenPurpose, token: string): string {
  return new URL(`${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

export type CreateAuthTokenOptions = { userId: string; purpose: AuthTokenPurpose; ttlMs: number; now?: Date };

/**
 * Stores a new token and returns it for the link. Earlier links stay valid until used or expired (a stranger
 * asking for links must not void the one the owner is opening); the user's expired ones are dropped.
 */
export async function createAuthToken(
  db: DbExecutor,
  { userId, purpose, ttlMs, now = new Date() }: CreateAuthTokenOptions,
) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), lte(authTokens.expiresAt, now)));
  const token = createSecretToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

type TokenLookup = { token: string; purpose: AuthTokenPurpose; now?: Date };

function usable({ token, purpose, now = new Date() }: TokenLookup) {
  return and(
    eq(authTokens.tokenHash, hashSecretToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** The account of a token that is neither used nor expired, without using it (to show the form the link opens). */
export async function findUsableAuthToken(db: DbExecutor, lookup: TokenLookup) {
  const [row] = await db
    .select({ userId: authTokens.userId, email: adminUsers.email })
    .from(authTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, authTokens.userId))
    .where(usable(lookup));
  return row ?? null;
}

/**
 * Uses a token once: one UPDATE marks it used only if it is still usable, so two concurrent clicks
 * cannot both succeed. Returns its user, or null.
 */
export async function consumeAuthToken(db: DbExecutor, lookup: TokenLookup): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: lookup.now ?? new Date() })
    .where(usable(lookup))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
