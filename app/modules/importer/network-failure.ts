// What a failed connection to Alibaba says to the administrator: Node's system codes (ENOTFOUND, ECONNREFUSED,
// CERT_HAS_EXPIRED…) are sorted into a few failures each told in plain French (importer.json `reasons.<CODE>`);
// the system's own text stays in the logs (the error's cause).
import type { ImportErrorCode } from "./import-error.ts";

export type NetworkFailureCode = Extract<
  ImportErrorCode,
  "DNS_FAILED" | "CONNECTION_REFUSED" | "CONNECTION_LOST" | "TLS_FAILED" | "NETWORK"
>;

const DNS = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NODATA", "EAI_NONAME", "ENODATA", "ESERVFAIL"]);
const LOST = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE", "ERR_HTTP2_STREAM_ERROR"]);
const TLS = /^(ERR_TLS_|ERR_SSL_|CERT_|EPROTO$|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;

/** The failure a network error stands for, by its system code (`error.code`); NETWORK when it names none known. */
export function networkFailureCode(error: unknown): NetworkFailureCode {
  const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "";
  if (DNS.has(code)) return "DNS_FAILED";
  if (code === "ECONNREFUSED") return "CONNECTION_REFUSED";
  if (LOST.has(code) || (error instanceof Error && /socket hang up/i.test(error.message))) return "CONNECTION_LOST";
  if (TLS.test(code)) return "TLS_FAILED";
  return "NETWORK";
}

/** The failure an HTTP status stands for, when it is not one the page reader judges itself (403, 404, 429…). */
export function httpFailureCode(status: number): Extract<ImportErrorCode, "ALIBABA_UNAVAILABLE" | "HTTP_STATUS"> {
  return status >= 500 ? "ALIBABA_UNAVAILABLE" : "HTTP_STATUS";
}
