import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { authLinkUrl, CONFIRM_TOKEN_TTL_MS, createAuthToken } from "./auth-token.server.ts";

export type AnnounceAdminSetupOptions = {
  db: Db;
  adminEmail: string;
  publicUrl: string;
  logger: { warn: (obj: object, msg: string) => void };
};

/**
 * At start, while ADMIN_EMAIL has no password (ruling 14): stores a new one-time set-up link (hashed, valid 24 hours)
 * and writes it once to the server's log, for whoever runs the server. Returns the link, or null when the
 * administrator exists. `npm run admin:password` and the sign-up form's mailed link are the other ways in.
 */
export async function announceAdminSetup({
  db,
  adminEmail,
  publicUrl,
  logger,
}: AnnounceAdminSetupOptions): Promise<string | null> {
  const email = adminEmail.trim().toLowerCase();
  const link = await db.transaction(async (tx) => {
    await tx.insert(adminUsers).values({ email }).onConflictDoNothing({ target: adminUsers.email });
    const [account] = await tx
      .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.email, email))
      .for("update");
    if (!account || account.passwordHash) return null;
    const token = await createAuthToken(tx, { userId: account.id, purpose: "confirm", ttlMs: CONFIRM_TOKEN_TTL_MS });
    await recordAudit(tx, {
      actor: "server",
      action: "auth.setup_link_logged",
      entity: "admin_user",
      entityId: account.id,
    });
    return authLinkUrl(publicUrl, "confirm", token);
  });
  if (link) {
    logger.warn(
      { setupUrl: link, adminEmail: email },
      `no administrator yet: open this one-time link within 24 hours to choose the password of ${email} (or run npm run admin:password): ${link}`,
    );
  }
  return link;
}
