// AWS Signature Version 4 for the few S3 calls the storage makes (PUT, GET, DELETE of one object), written from
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html: a signed fetch instead of the AWS
// SDK, which would bring megabytes of code for three requests.
import { createHash, createHmac } from "node:crypto";

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export type SignableRequest = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(new Uint8Array())` for none). */
  payloadHash: string;
};

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function hmac(key: Uint8Array | string, text: string): Buffer {
  return createHmac("sha256", key).update(text).digest();
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 3986 encoding, as S3 wants it ('/' kept in paths). */
function uriEncode(text: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

export function canonicalRequest(request: SignableRequest, signedHeaders: Record<string, string>): string {
  const path = uriEncode(decodeURIComponent(request.url.pathname), true);
  const query = [...request.url.searchParams]
    .map(([name, value]) => [uriEncode(name, false), uriEncode(value, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const names = Object.keys(signedHeaders).sort();
  const headerLines = names.map((name) => `${name}:${signedHeaders[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  return [request.method, path, query, headerLines, names.join(";"), request.payloadHash].join("\n");
}

/** The headers to send: the signed ones plus Authorization. */
export function signS3Request(
  request: SignableRequest,
  credentials: S3Credentials,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = amzDate(now);
  const day = timestamp.slice(0, 8);
  const signed: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    host: request.url.host,
    "x-amz-date": timestamp,
    "x-amz-content-sha256": request.payloadHash,
  };
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", timestamp, scope, sha256Hex(canonicalRequest(request, signed))].join("\n");
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, "s3", "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  const names = Object.keys(signed).sort().join(";");
  const { host: _host, ...headers } = signed;
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names}, Signature=${signature}`,
  };
}
