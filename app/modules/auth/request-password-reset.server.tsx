import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { AdminPasswordReset, adminPasswordResetSubject } from "../mail/templates/admin-password-reset.tsx";
import { authLinkUrl, createAuthToken, RESET_TOKEN_TTL_MS } from "./auth-token.server.ts";
import { getAddressWaitMs, takeLinkAllowance } from "./login-throttle.server.ts";
import type { RefusalCache } from "./refusal-cache.ts";

export type RequestPasswordResetOptions = {
  email: string;
  adminEmail: string;
  publicUrl: string;
  company: MailCompany;
  ip: string;
  /** The process's known refusals: a throttled address is refused without the database. */
  refusals: RefusalCache;
};

export type RequestPasswordResetOutcome = "sent" | "ignored" | "throttled" | "tooManyLinks";

/**
 * Queues a one-hour reset link when the address is the administrator's account. The caller shows the same answer
 * for 'sent', 'ignored' and 'tooManyLinks', so the form does not tell which addresses exist (issue 28 item 6): every
 * address has the same allowance (3 links in 15 minutes, counted alike), past which nothing is sent; the links
 * already sent stay valid, so the owner still has one. 'throttled' when this client address failed too often, the
 * same for any account.
 */
export async function requestPasswordReset(
  db: Db,
  options: RequestPasswordResetOptions,
): Promise<RequestPasswordResetOutcome> {
  if ((await getAddressWaitMs(db, { ip: options.ip, refusals: options.refusals })) > 0) return "throttled";
  const email = options.email.trim().toLowerCase();
  const isAdmin = email === options.adminEmail.toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    if (!(await takeLinkAllowance(tx, { email }))) return "tooManyLinks" as const;
    const [user] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, options.adminEmail.toLowerCase()));
    if (!user || !isAdmin) return "ignored" as const;
    const token = await createAuthToken(tx, { userId: user.id, purpose: "reset", ttlMs: RESET_TOKEN_TTL_MS });
    const resetUrl = authLinkUrl(options.publicUrl, "reset", token);
    const { html, text } = renderMail(
      <AdminPasswordReset email={email} resetUrl={resetUrl} company={await loadMailCompany(tx, options.company)} />,
    );
    await enqueueMail(tx, { to: email, subject: adminPasswordResetSubject(), html, text });
    await recordAudit(tx, {
      actor: "anonymous",
      action: "auth.password_reset_requested",
      entity: "admin_user",
      entityId: user.id,
      summary: { ip: options.ip },
    });
    return "sent" as const;
  });
  if (outcome === "sent") wakeOutboxWorker();
  return outcome;
}
