// Limits on public submissions (ruling 13). Mobile operators put many Polynesian customers behind one public address,
// so the per-address count takes only accepted submissions and is far above what a busy office sends; the per-email
// count catches one sender rotating addresses. Quote forms and product orders share both counts.

/** Accepted submissions per visitor address: 30 within 10 minutes. */
export const SUBMISSIONS_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 } as const;

/** Accepted submissions per email address: 10 within an hour. */
export const SUBMISSIONS_PER_EMAIL = { limit: 10, windowMs: 60 * 60_000 } as const;

/** The longest window: hits older than this are never read again. */
export const LONGEST_SUBMISSION_WINDOW_MS = Math.max(SUBMISSIONS_PER_ADDRESS.windowMs, SUBMISSIONS_PER_EMAIL.windowMs);

export const ADDRESS_KEY_PREFIX = "submit:ip:";
export const EMAIL_KEY_PREFIX = "submit:email:";

/** "Jean.Dupont+devis@Example.PF" and "jean.dupont@example.pf" are one sender. */
export function normalizeEmailForLimit(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

export function submissionLimitRules({ clientIp, email }: { clientIp: string; email: string }) {
  return [
    { key: `${ADDRESS_KEY_PREFIX}${clientIp}`, ...SUBMISSIONS_PER_ADDRESS },
    { key: `${EMAIL_KEY_PREFIX}${normalizeEmailForLimit(email)}`, ...SUBMISSIONS_PER_EMAIL },
  ];
}

/** Which count refused a submission, from the key checkRateLimits names. */
export function limitScopeOf(refusedKey: string): "address" | "email" {
  return refusedKey.startsWith(EMAIL_KEY_PREFIX) ? "email" : "address";
}
