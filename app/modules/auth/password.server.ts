// Password hashing with scrypt from node:crypto (DESIGN.md "Auth"): a random salt per hash, the parameters stored
// with the hash so they can be raised later, and a constant-time comparison.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

export const PASSWORD_MIN_LENGTH = 6;
// Passwords longer than this are refused, so a huge body cannot make scrypt work for nothing.
export const PASSWORD_MAX_LENGTH = 256;

const KEY_LENGTH = 64;
// N = 2^15 costs about 32 MiB and ~60 ms here: OWASP's minimum for scrypt is N = 2^17 with r = 8 at 128 MiB;
// we keep memory modest on small servers and rely on sign-in throttling (login-throttle.server.ts).
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of a random password, checked when the account is unknown so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
