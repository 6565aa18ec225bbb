// The shared test database, plus `connect()`: another, independent handle to it (a second "server").
import { eq, sql } from "drizzle-orm";
import { createDatabase, type DatabaseHandle, type Db, type DbKind } from "../../../app/db/db.server.ts";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { createTestDatabase } from "../../setup/test-db.ts";

export type MailTestDb = {
  db: Db;
  kind: DbKind;
  /** Another connection pool to the same database (PostgreSQL), or the same handle (PGlite: one connection). */
  connect(): Promise<Db>;
  close(): Promise<void>;
};

export async function createMailTestDb(): Promise<MailTestDb> {
  const main = await createTestDatabase();
  const extra: DatabaseHandle[] = [];
  return {
    db: main.db,
    kind: main.kind,
    async connect() {
      if (!main.url) return main.db;
      const handle = await createDatabase({ url: main.url });
      extra.push(handle);
      return handle.db;
    },
    async close() {
      for (const handle of extra) await handle.close();
      await main.close();
    },
  };
}

/** The outbox row, every column. */
export async function readOutboxRow(db: Db, id: string) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

/** Seconds from the database's now() to the row's next attempt. */
export async function readSecondsUntilNextAttempt(db: Db, id: string): Promise<number> {
  const [result] = await db
    .select({ seconds: sql<number>`extract(epoch from (${mailOutbox.nextAttemptAt} - now()))`.mapWith(Number) })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return result!.seconds;
}
