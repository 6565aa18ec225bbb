// Private links to a quote or an order (issue 18 item 1): 32 random bytes in base64url, of which only the SHA-256 is
// stored. A link is found by its hash, then the hashes are compared again in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customerLinks, type CustomerLinkKind } from "../../db/schema/index.ts";

/** 32 bytes → 43 base64url characters; anything else is refused before the database is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

export type LinkTarget = { kind: "quote"; quoteId: string } | { kind: "order"; orderId: string };

/** A new link to the target; returns the token, which is never stored. */
export async function createCustomerLink(db: DbExecutor, target: LinkTarget): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(customerLinks).values({
    tokenHash: hashToken(token),
    kind: target.kind,
    quoteId: target.kind === "quote" ? target.quoteId : null,
    orderId: target.kind === "order" ? target.orderId : null,
  });
  return token;
}

export type OpenedLink = { id: string; kind: CustomerLinkKind; quoteId: string | null; orderId: string | null };

/**
 * The live link of this kind for the token, its opening time updated; null for a malformed, unknown, revoked token
 * or one of the other kind.
 */
export async function openCustomerLink(
  db: DbExecutor,
  kind: CustomerLinkKind,
  token: string | undefined,
): Promise<OpenedLink | null> {
  if (!isWellFormedToken(token)) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select({
      id: customerLinks.id,
      tokenHash: customerLinks.tokenHash,
      kind: customerLinks.kind,
      quoteId: customerLinks.quoteId,
      orderId: customerLinks.orderId,
    })
    .from(customerLinks)
    .where(and(eq(customerLinks.tokenHash, hash), isNull(customerLinks.revokedAt)))
    .limit(1);
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, "hex"), Buffer.from(hash, "hex")) || row.kind !== kind) {
    return null;
  }
  await db.update(customerLinks).set({ lastOpenedAt: new Date() }).where(eq(customerLinks.id, row.id));
  return { id: row.id, kind: row.kind, quoteId: row.quoteId, orderId: row.orderId };
}

/** Revokes every live link of the target; returns how many. */
export async function revokeCustomerLinks(db: DbExecutor, target: LinkTarget): Promise<number> {
  const column = target.kind === "quote" ? customerLinks.quoteId : customerLinks.orderId;
  const id = target.kind === "quote" ? target.quoteId : target.orderId;
  const revoked = await db
    .update(customerLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(column, id), isNull(customerLinks.revokedAt)))
    .returning({ id: customerLinks.id });
  return revoked.length;
}

/** How many live links the target has and when one was last opened (the back office's link controls). */
export async function describeCustomerLinks(db: DbExecutor, target: LinkTarget) {
  const column = target.kind === "quote" ? customerLinks.quoteId : customerLinks.orderId;
  const id = target.kind === "quote" ? target.quoteId : target.orderId;
  const rows = await db
    .select({ revokedAt: customerLinks.revokedAt, lastOpenedAt: customerLinks.lastOpenedAt })
    .from(customerLinks)
    .where(eq(column, id));
  const live = rows.filter((row) => row.revokedAt === null);
  const opened = rows.map((row) => row.lastOpenedAt?.getTime() ?? 0).filter((time) => time > 0);
  return {
    liveCount: live.length,
    lastOpenedAt: opened.length > 0 ? new Date(Math.max(...opened)).toISOString() : null,
  };
}
