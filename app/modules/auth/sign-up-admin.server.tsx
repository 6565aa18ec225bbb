import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { AdminConfirmEmail, adminConfirmEmailSubject } from "../mail/templates/admin-confirm-email.tsx";
import { authLinkUrl, CONFIRM_TOKEN_TTL_MS, createAuthToken } from "./auth-token.server.ts";
import { getAddressWaitMs, recordAddressFailure, takeLinkAllowance } from "./login-throttle.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

export type SignUpAdminOptions = {
  email: string;
  adminEmail: string;
  /** PUBLIC_URL: the link points there. */
  publicUrl: string;
  company: MailCompany;
  ip: string;
  /** The process's known refusals: a throttled address is refused without the database. */
  refusals: RefusalCache;
};

export type SignUpAdminError = "invalidEmail" | "signupDisabled" | "userExists" | "throttled" | "tooManyLinks";
export type SignUpAdminResult = { ok: true } | { ok: false; error: SignUpAdminError; waitMs?: number };

/**
 * Sets up the one administrator account (rulings 9 and 14): only ADMIN_EMAIL, only while it has no password, and
 * nothing typed here becomes the password. A link is mailed to ADMIN_EMAIL; the password is chosen on the page it
 * opens (a POST). No scrypt runs here, so a flood of sign-ups costs a few indexed reads.
 */
export async function signUpAdmin(db: Db, options: SignUpAdminOptions): Promise<SignUpAdminResult> {
  const email = options.email.trim().toLowerCase();
  const adminEmail = options.adminEmail.toLowerCase();
  const waitMs = await getAddressWaitMs(db, { ip: options.ip, refusals: options.refusals });
  if (waitMs > 0) return { ok: false, error: "throttled", waitMs };
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
    if (!(await takeLinkAllowance(tx, { email: adminEmail }))) return { ok: false, error: "tooManyLinks" };
    const token = await createAuthToken(tx, { userId: account.id, purpose: "confirm", ttlMs: CONFIRM_TOKEN_TTL_MS });
    const confirmUrl = authLinkUrl(options.publicUrl, "confirm", token);
    const { html, text } = renderMail(
      <AdminConfirmEmail
        email={adminEmail}
        confirmUrl={confirmUrl}
        company={await loadMailCompany(tx, options.company)}
      />,
    );
    await enqueueMail(tx, { to: adminEmail, subject: adminConfirmEmailSubject(), html, text });
    await recordAudit(tx, {
      actor: "anonymous",
      action: "auth.sign_up",
      entity: "admin_user",
      entityId: account.id,
      summary: { ip: options.ip },
    });
    return { ok: true };
  });
  if (result.ok) wakeOutboxWorker();
  else if (result.error !== "tooManyLinks") await recordAddressFailure(db, { ip: options.ip });
  return result;
}
