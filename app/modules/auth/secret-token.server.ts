import { createHash, randomBytes } from "node:crypto";

/** A random token for a cookie or an emailed link (256 bits, base64url). */
export function createSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores instead of the token: a leaked table hands out no live session or link. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
