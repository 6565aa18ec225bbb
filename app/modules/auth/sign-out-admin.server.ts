import type { Db } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { deleteAdminSession, getSessionUser } from "./admin-session.server.ts";

/** Ends the session of this token (if it is live) and logs it. */
export async function signOutAdmin(db: Db, { token }: { token: string }) {
  const user = await getSessionUser(db, { token });
  await db.transaction(async (tx) => {
    await deleteAdminSession(tx, { token });
    if (user)
      await recordAudit(tx, { actor: user.email, action: "auth.sign_out", entity: "admin_user", entityId: user.id });
  });
}
