import { createHash } from "node:crypto";

/** The fields that make two submissions "the same" (storefront issue 4: same submission twice within a minute). */
export type LeadFingerprintInput = {
  source: string;
  email: string;
  fullName: string;
  phone?: string | null;
  company?: string | null;
  location?: string | null;
  productSlug?: string | null;
  projectType?: string | null;
  message?: string | null;
  options?: unknown;
};

export const DUPLICATE_WINDOW_MS = 60_000;

/** sha256 of the normalised fields: trimmed, inner spaces collapsed, lower-cased. */
export function getLeadFingerprint(input: LeadFingerprintInput): string {
  const normalise = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  const parts = [
    input.source,
    normalise(input.email),
    normalise(input.fullName),
    normalise(input.phone),
    normalise(input.company),
    normalise(input.location),
    normalise(input.productSlug),
    normalise(input.projectType),
    normalise(input.message),
    JSON.stringify(input.options ?? null),
  ];
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/**
 * The stored `leads.dedupe_hash`: fingerprint plus the minute bucket, so the unique index stops a double insert while
 * the same request can be sent again a minute later. The caller also looks at the previous bucket.
 */
export function getDedupeHash(fingerprint: string, at: number): string {
  return `${fingerprint}:${Math.floor(at / DUPLICATE_WINDOW_MS)}`;
}
