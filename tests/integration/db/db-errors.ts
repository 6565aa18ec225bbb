// Reads the PostgreSQL error behind a failed Drizzle query (Drizzle wraps it in DrizzleQueryError.cause).
import { expect } from "vitest";

type PgErrorFields = { code?: string; constraint?: string; message: string };

export function pgErrorOf(error: unknown): PgErrorFields {
  let current: unknown = error;
  while (current instanceof Error) {
    if ("code" in current && typeof current.code === "string") return current as PgErrorFields;
    current = current.cause;
  }
  throw new Error(`Not a database error: ${String(error)}`);
}

/** Expects the promise to fail with this SQLSTATE (23514 check, 23505 unique, 23503 FK, 23502 not null). */
export async function expectViolation(promise: Promise<unknown>, code: string, constraint?: string) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "the statement should have been rejected").toBeDefined();
  const fields = pgErrorOf(error);
  expect(fields.code).toBe(code);
  if (constraint) expect(fields.constraint).toBe(constraint);
}

export const CHECK_VIOLATION = "23514";
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
