// Password hashing with scrypt from node:crypto (DESIGN.md "Auth"): a random salt per hash, the parameters stored
// with the hash so they can be raised later, and a constant-time comparison.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { createHashSlots } from "./hash-slots.ts";

export { HashSlotsFullError as PasswordHashBusyError } from "./hash-slots.ts";

export const PASSWORD_MIN_LENGTH = 6;
// Passwords longer than this are refused, so a huge body cannot make scrypt work for nothing.
export const PASSWORD_MAX_LENGTH = 256;

const KEY_LENGTH = 64;
// N = 2^15 costs about 32 MiB and ~60 ms here: OWASP's minimum for scrypt is N = 2^17 with r = 8 at 128 MiB;
// we keep memory modest on small servers and rely on sign-in throttling (login-throttle.server.ts).
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 };
// Tests hash many passwords on a shared machine: a cheap cost there (the parameters travel with each hash).
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
// Read at run time (bracket access, so no bundler replaces it at build time).
const hashParams = () => (process.env["NODE_ENV"] === "test" ? TEST_PARAMS : DEFAULT_PARAMS);
// The largest N a stored hash may ask for: a forged hash must not make verification allocate gigabytes.
const MAX_N = 2 ** 17;

// Two hashes at once keep a core free for pages; eight more may wait (about half a second), the rest are refused
// with PasswordHashBusyError, which the forms turn into a 503 asking to retry.
const slots = createHashSlots({ concurrency: 2, queueLimit: 8 });

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return slots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). Throws PasswordHashBusyError when too many hashes wait. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = hashParams();
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    ![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0) ||
    params.N > MAX_N ||
    params.r * params.p > 64
  )
    return false;
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
