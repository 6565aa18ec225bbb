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
const DEFAULT_LOG2_N = 15;
// Tests hash many passwords on a shared machine: under NODE_ENV=test the cost is 2^10, or 2^PASSWORD_SCRYPT_LOG2_N.
// Outside tests that setting may only raise the cost (the parameters travel with each hash, so old ones still verify).
const TEST_LOG2_N = 10;
// The largest N a stored hash may ask for: a forged hash must not make verification allocate gigabytes.
const MAX_LOG2_N = 17;
// Read at run time (bracket access, so no bundler replaces it at build time).
function hashParams() {
  const isTest = process.env["NODE_ENV"] === "test";
  const setting = Number(process.env["PASSWORD_SCRYPT_LOG2_N"]);
  const floor = isTest ? 1 : DEFAULT_LOG2_N;
  const wanted = Number.isInteger(setting) && setting > 0 ? setting : isTest ? TEST_LOG2_N : DEFAULT_LOG2_N;
  return { N: 2 ** Math.min(MAX_LOG2_N, Math.max(floor, wanted)), r: 8, p: 1 };
}
const MAX_N = 2 ** MAX_LOG2_N;

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
