// The SHA-256 of a PDF's exact bytes, as the buyer's quote page shows it and an acceptance records it (issue 31
// item 3): lower-case hex, 64 characters.
import { createHash } from "node:crypto";

export function pdfSha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;
