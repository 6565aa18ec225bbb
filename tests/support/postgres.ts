import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Creates an empty database on the PostgreSQL server of TEST_DATABASE_URL and returns its URL,
 * so each test run or file gets its own. Returns undefined when no server is configured.
 * With `template`, the new database is a copy of that one (tests/setup/migrated-template.ts).
 */
export async function createEmptyPostgresDatabase(
  prefix = "bpe_t",
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
