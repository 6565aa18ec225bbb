import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { renderMail } from "../mail/render-mail.server.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { AdminConfirmEmail, adminConfirmEmailSubject } from "../mail/templates/admin-confirm-email.tsx";
import { CONFIRM_TOKEN_TTL_MS, createAuthToken } from "./auth-token.server.ts";
import { hashPassword } from "./password.server.ts";

export type SignUpAdminOptions = {
  email: string;
  password: string;
  adminEmail: string;
  /** PUBLIC_URL: the confirmation link points there. */
  publicUrl: string;
  company: MailCompany;
  ip: string;
};

export type SignUpAdminError = "invalidEmail" | "signupDisabled" | "userExists";
export type SignUpAdminResult = { ok: true } | { ok: false; error: SignUpAdminError };

/**
 * Sets up the one administrator account (ruling 9): only ADMIN_EMAIL, only while it has no password. The hash is
 * stored unconfirmed and the confirmation link is queued in the same transaction.
 */
export async function signUpAdmin(db: Db, options: SignUpAdminOptions): Promise<SignUpAdminResult> {
  const email = options.email.trim().toLowerCase();
  const adminEmail = options.adminEmail.toLowerCase();
  const passwordHash = await hashPassword(options.password);
  const result = await db.transaction(async (tx): Promise<SignUpAdminResult> => {
    // The row is created first so the next SELECT … FOR UPDATE serialises two sign-ups racing on PostgreSQL.
    await tx.insert(adminUsers).values({ email: adminEmail }).onConflictDoNothing({ target: adminUsers.email });
    const [account] = await tx
      .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.email, adminEmail))
      .for("update");
    if (!account) throw new Error("admin_users row missing after insert");
    // Once the account is set, the address is no longer revealed to other emails.
    if (email !== adminEmail) return { ok: false, error: account.passwordHash ? "signupDisabled" : "invalidEmail" };
    if (account.passwordHash) return { ok: false, error: "userExists" };
    await tx.update(adminUsers).set({ passwordHash, emailConfirmedAt: null, updatedAt: sql`now()` }).where(eq(adminUsers.id, account.id));
    const token = await createAuthToken(tx, { userId: account.id, purpose: "confirm", ttlMs: CONFIRM_TOKEN_TTL_MS });
    const confirmUrl = new URL(`/auth/confirm?token=${encodeURIComponent(token)}`, options.publicUrl).toString();
    const { html, text } = renderMail(<AdminConfirmEmail email={adminEmail} confirmUrl={confirmUrl} company={options.company} />);
    await enqueueMail(tx, { to: adminEmail, subject: adminConfirmEmailSubject(), html, text });
    await recordAudit(tx, { actor: adminEmail, action: "auth.sign_up", entity: "admin_user", entityId: account.id, summary: { ip: options.ip } });
    return { ok: true };
  });
  if (result.ok) wakeOutboxWorker();
  return result;
}
