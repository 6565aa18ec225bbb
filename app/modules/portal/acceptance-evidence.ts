// What a buyer signs when accepting a quote on their page (issue 31 item 3): the full name they type (required), the
// signature they may draw (a PNG data URL, optional: keyboard users type their name alone), and the SHA-256 of the
// quote's PDF as their page showed it. Checked here, before anything is written.
import { SHA256_HEX } from "../documents/pdf-digest.ts";

export const SIGNER_NAME_MAX = 120;
/** The largest drawn signature kept, as the data URL's length (about 200 KB). */
export const SIGNATURE_MAX_CHARS = 200 * 1024;
/** The longest user agent kept. */
export const USER_AGENT_MAX = 500;

const DATA_URL_PREFIX = "data:image/png;base64,";
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type SignatureInput = { signerName: unknown; signature: unknown; shownSha256: unknown };
export type SignatureFields = { signerName: string; signaturePng: string | null; shownSha256: string };
export type SignatureRefusal =
  "SIGNER_NAME_REQUIRED" | "SIGNER_NAME_TOO_LONG" | "SIGNATURE_INVALID" | "PDF_HASH_MISSING";

/** True when the text is a base64 PNG data URL whose bytes start with the PNG signature and an IHDR chunk. */
export function isPngDataUrl(value: string): boolean {
  if (!value.startsWith(DATA_URL_PREFIX)) return false;
  const base64 = value.slice(DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return false;
  const head = Buffer.from(base64.slice(0, 32), "base64");
  if (head.length < 16) return false;
  return PNG_MAGIC.every((byte, i) => head[i] === byte) && head.subarray(12, 16).toString("latin1") === "IHDR";
}

export function parseSignature(
  input: SignatureInput,
): { ok: true; value: SignatureFields } | { ok: false; reason: SignatureRefusal } {
  const signerName = typeof input.signerName === "string" ? input.signerName.replace(/\s+/g, " ").trim() : "";
  if (!signerName) return { ok: false, reason: "SIGNER_NAME_REQUIRED" };
  if ([...signerName].length > SIGNER_NAME_MAX) return { ok: false, reason: "SIGNER_NAME_TOO_LONG" };
  const signature = typeof input.signature === "string" ? input.signature.trim() : "";
  if (signature && (signature.length > SIGNATURE_MAX_CHARS || !isPngDataUrl(signature))) {
    return { ok: false, reason: "SIGNATURE_INVALID" };
  }
  const shown = typeof input.shownSha256 === "string" ? input.shownSha256.trim().toLowerCase() : "";
  if (!SHA256_HEX.test(shown)) return { ok: false, reason: "PDF_HASH_MISSING" };
  return { ok: true, value: { signerName, signaturePng: signature || null, shownSha256: shown } };
}

/** The browser as its user agent names it, capped. */
export function capUserAgent(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, USER_AGENT_MAX) : null;
}
