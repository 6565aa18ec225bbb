import type { Db } from "../../db/db.server.ts";
import type { AuthTokenPurpose } from "../../db/schema/index.ts";
import { consumeAuthToken, findUsableAuthToken } from "./auth-token.server.ts";
import { hashPassword } from "./password.server.ts";
import { storeAdminPassword } from "./set-admin-password.server.ts";

export type SetPasswordFromLinkOptions = { token: string; purpose: AuthTokenPurpose; password: string; ip: string };

const AUDIT_ACTION: Record<AuthTokenPurpose, string> = { confirm: "auth.account_set_up", reset: "auth.password_reset" };

/**
 * Sets the password chosen on the page an emailed (or logged set-up) link opens, by POST only: the link works once
 * and only before it expires. The link is checked before the password is hashed, so a bad link costs no scrypt.
 * The address is confirmed (the link proved the mailbox), every session ends and failed-attempt blocks are lifted.
 * False for a bad link; throws PasswordHashBusyError when too many hashes wait.
 */
export async function setPasswordFromLink(
  db: Db,
  { token, purpose, password, ip }: SetPasswordFromLinkOptions,
): Promise<boolean> {
  if (!(await findUsableAuthToken(db, { token, purpose }))) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, purpose });
    if (!userId) return false;
    await storeAdminPassword(tx, { userId, passwordHash, action: AUDIT_ACTION[purpose], summary: { ip } });
    return true;
  });
}
