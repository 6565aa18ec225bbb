import type { Db } from "../../db/db.server.ts";
import { consumeAuthToken } from "./auth-token.server.ts";
import { hashPassword } from "./password.server.ts";
import { storeAdminPassword } from "./set-admin-password.server.ts";

/**
 * Sets a new password from a reset link: the link works once and only before it expires. The address is
 * confirmed (the link proved the mailbox) and every session of the account ends. False for a bad link.
 */
export async function resetPassword(db: Db, { token, password, ip }: { token: string; password: string; ip: string }) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, purpose: "reset" });
    if (!userId) return false;
    await storeAdminPassword(tx, { userId, passwordHash, action: "auth.password_reset", summary: { ip } });
    return true;
  });
}
