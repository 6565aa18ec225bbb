// Failed queries in the logs (issue 12 item 7). Plain module without the database drivers, so the HTTP server's
// logger (server/index.ts) can use it as well as the app.
import { stdSerializers } from "pino";

/**
 * A failed query's error without the values it carried (issue 12 item 7): Drizzle's message and `params` list the
 * query's parameters (visitors' names and emails), and the driver's `detail` and quoted values repeat them. The SQL
 * text, the error code and the constraint stay, which is what a diagnosis needs. Other errors pass unchanged.
 */
export function redactQueryError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause: unknown = error.cause === undefined ? undefined : redactQueryError(error.cause);
  const fields = error as Error & Record<string, unknown>;
  const isQueryError = typeof fields.query === "string" && error.message.startsWith("Failed query: ");
  // pg's and PGlite's DatabaseError (PGlite's also carries the query and its `params`).
  const isDriverError =
    !isQueryError && typeof fields.code === "string" && ("detail" in fields || "severity" in fields);
  if (!isQueryError && !isDriverError && cause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) copy[key] = fields[key];
  copy.cause = cause;
  let message = error.message;
  if (isQueryError) {
    message = `Failed query: ${String(fields.query)}`;
    delete copy.params;
  }
  if (isDriverError) {
    const names = new Set(
      [fields.constraint, fields.table, fields.column, fields.schema].filter((v) => typeof v === "string"),
    );
    message = message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"[redacted]"'));
    for (const key of ["detail", "where", "internalQuery", "params"]) delete copy[key];
  }
  copy.message = message;
  copy.stack = error.stack?.replace(error.message, message);
  return copy;
}

/** pino's `err` serializer for the app's logger: failed queries are logged without their parameters. */
export function serializeLoggedError(error: unknown) {
  return stdSerializers.err(redactQueryError(error) as Error);
}
