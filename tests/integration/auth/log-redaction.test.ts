// Secrets and personal data stay out of the logs (issue 12 item 7): a failed query is logged without its parameters.
// (The access log's tokens are checked on the real server in setup-link.test.ts.)
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeLoggedError } from "../../../app/db/redact-query-error.ts";
import { adminUsers } from "../../../app/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A logger configured like the server's (server/index.ts), writing its lines to a string. */
function captureLogger() {
  let output = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  return { logger: pino({ level: "info", serializers: { err: serializeLoggedError } }, stream), output: () => output };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("a failed query in the log", () => {
  it("keeps the SQL and the error code, never the parameters (a visitor's email, a malformed value)", async () => {
    const email = "visiteuse.privee@example.com";
    await database.db.insert(adminUsers).values({ email });
    const duplicate = await failure(() => database.db.insert(adminUsers).values({ email }));
    const malformed = await failure(() =>
      database.db.select().from(adminUsers).where(eq(adminUsers.id, "pas-un-uuid-jean.dupont@example.com")),
    );
    // Unredacted, both errors carry the values (this is what used to reach the log).
    expect(
      JSON.stringify({ message: (duplicate as Error).message, params: (duplicate as { params: unknown }).params }),
    ).toContain(email);
    expect((malformed as Error).message).toContain("jean.dupont@example.com");

    const { logger, output } = captureLogger();
    logger.error({ err: duplicate }, "lead could not be stored");
    logger.error({ err: malformed }, "page failed");
    const lines = output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { err: { message: string; stack: string; code?: string } });
    expect(lines).toHaveLength(2);
    expect(output()).not.toContain("visiteuse.privee");
    expect(output()).not.toContain("jean.dupont");
    expect(lines[0]!.err.message).toMatch(/^Failed query: insert into "admin_users"/);
    expect(lines[0]!.err.stack).toContain("Failed query: insert into");
    expect(output()).toContain("duplicate key value violates unique constraint");
    expect(lines[1]!.err.message).toMatch(/^Failed query: select/);
  });

  it("leaves other errors as they are", () => {
    const { logger, output } = captureLogger();
    logger.error({ err: new Error("sans rapport avec la base") }, "other");
    expect(output()).toContain("sans rapport avec la base");
  });
});
