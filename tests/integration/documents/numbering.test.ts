import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../app/db/db.server.ts";
import { documentCounters, quotes } from "../../../app/db/schema/index.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { takeDocumentNumber } from "../../../app/modules/documents/take-document-number.server.ts";
import { createTestDatabase, itOnPostgres, TEST_DB_KIND, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

describe(`document numbering (${TEST_DB_KIND})`, () => {
  itOnPostgres("gives 100 quotes created at once the numbers 1 to 100, with no gap and no duplicate", async () => {
    const now = new Date("2031-06-15T12:00:00Z");
    // On PostgreSQL, a pool of 25 connections, so many transactions really run at once and wait on the counter row.
    const wide = database.url ? await createDatabase({ url: database.url, poolMax: 25 }) : null;
    const created = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        createQuote({ db: wide?.db ?? db, actor: ACTOR, now, title: `Devis ${i}`, currency: "XPF" }),
      ),
    ).finally(() => wide?.close());
    const numbers = created.map((quote) => quote.number).sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `BPE-Q-2031-${String(i + 1).padStart(5, "0")}`));
    const [counter] = await db
      .select({ seq: documentCounters.seq })
      .from(documentCounters)
      .where(and(eq(documentCounters.year, 2031), eq(documentCounters.docType, "quote")));
    expect(counter?.seq).toBe(100);
  });

  it("restarts each type's sequence on 1 January in Tahiti (10:00 UTC), not in UTC", async () => {
    const take = (at: string) =>
      db.transaction((tx) => takeDocumentNumber({ tx, type: "purchase_order", now: new Date(at) }));
    expect(await take("2032-12-31T20:00:00Z")).toBe("BPE-PO-2032-00001");
    // Already 1 January in UTC, still 31 December in Papeete.
    expect(await take("2033-01-01T09:30:00Z")).toBe("BPE-PO-2032-00002");
    expect(await take("2033-01-01T10:00:00Z")).toBe("BPE-PO-2033-00001");
    expect(await take("2033-01-02T00:00:00Z")).toBe("BPE-PO-2033-00002");
    // Another type has its own sequence.
    expect(
      await db.transaction((tx) =>
        takeDocumentNumber({ tx, type: "credit_note", now: new Date("2033-01-02T00:00:00Z") }),
      ),
    ).toBe("BPE-AV-2033-00001");
  });

  it("gives back a number whose document was rolled back, so the series has no gap", async () => {
    const now = new Date("2034-03-01T00:00:00Z");
    await expect(
      db.transaction(async (tx) => {
        await takeDocumentNumber({ tx, type: "invoice", now });
        throw new Error("insert failed");
      }),
    ).rejects.toThrow("insert failed");
    expect(await db.transaction((tx) => takeDocumentNumber({ tx, type: "invoice", now }))).toBe("BPE-F-2034-00001");
  });

  it("refuses a duplicate number through the unique index", async () => {
    const { number } = await createQuote({ db, actor: ACTOR, now: new Date("2035-01-05T00:00:00Z") });
    await expect(db.insert(quotes).values({ number })).rejects.toThrow();
  });
});
