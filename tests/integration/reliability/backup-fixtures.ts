// What the backup tests share: a seeded database with files, and the views of a database, a storage and an archive
// that two restores must give alike.
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "../../../app/db/db.server.ts";
import { listTables } from "../../../app/modules/backup/database-tables.server.ts";
import type { StoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { resetDemoContent } from "../../../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import { resetDemoSales } from "../../../app/modules/sales/admin-order-demo.server.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";

/** The demo catalogue with its images, demo sales, a quote with lines (generated columns) and awkward text. */
export async function seed(db: Db, files: StoredFiles) {
  await resetDemoContent({ db, storage: files.storage });
  await resetDemoSales(db);
  const order = await createOrderRow(db, { notes: "Ligne 1\nLigne 2\t« guillemets » \\ 😀 王小明 \u202e" });
  await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
  await files.storage.put(
    "odd/bytes-0-255.bin",
    Uint8Array.from({ length: 256 }, (_, i) => i),
    "image/png",
  );
}

/** Every row of every table as PostgreSQL writes it, in a stable order; page_cache_version moves on at a restore. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    if (table === "page_cache_version") continue;
    const { rows } = await db.execute<{ json: string }>(
      sql`select row_to_json(t)::text as json from ${sql.identifier(table)} t order by 1`,
    );
    tables[table] = rows.map((row) => row.json);
  }
  return tables;
}

export async function fileBytes(files: StoredFiles): Promise<Record<string, string>> {
  const bytes: Record<string, string> = {};
  for (const key of await files.listKeys()) {
    const file = await files.storage.get(key);
    bytes[key] = Buffer.from(file!.bytes).toString("base64");
  }
  return bytes;
}

/**
 * An archive's rows and files, without what changes from one backup to the next: its date, the cache version, and so
 * the database part's checksum.
 */
export async function archiveContent(file: string): Promise<string[]> {
  const lines = gunzipSync(await readFile(file))
    .toString()
    .split("\n");
  return lines
    .filter((line) => !line.startsWith("H\t") && !line.startsWith("R\tpage_cache_version\t"))
    .map((line) => (line.startsWith("T\t") ? line.replace(/"sha256":"[0-9a-f]+"/, "") : line))
    .sort();
}
