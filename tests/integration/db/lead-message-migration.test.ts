// The data move of the migration that keeps a buyer's message apart from the administrator's notes: product leads
// whose notes held the buyer's text get it as their message, unless an administrator has already saved notes there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../../app/db/migrate.server.ts";
import { auditLog, customers, leads } from "../../../app/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith("_lead_message_apart.sql"));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("moving a product lead's buyer text from notes to message", () => {
  it("moves untouched product leads and leaves saved notes and other forms alone", async () => {
    const db = database.db;
    const [customer] = await db
      .insert(customers)
      .values({ email: "teva@example.pf", fullName: "Teva" })
      .returning({ id: customers.id });
    const customerId = customer!.id;
    const insert = async (values: Partial<typeof leads.$inferInsert>) => {
      const [row] = await db
        .insert(leads)
        .values({ customerId, source: "product", ...values })
        .returning({ id: leads.id });
      return row!.id;
    };
    const untouched = await insert({ notes: "Accès par barge" });
    const saved = await insert({ notes: "Rappeler jeudi" });
    await db
      .insert(auditLog)
      .values({ actor: "admin@example.pf", action: "lead.notes", entity: "lead", entityId: saved });
    const home = await insert({ source: "home", message: "Un conteneur", notes: "Client sérieux" });

    expect(file).toBeDefined();
    await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_FOLDER, file!), "utf8")));

    const read = async (id: string) =>
      (await db.select({ message: leads.message, notes: leads.notes }).from(leads).where(eq(leads.id, id)))[0];
    expect(await read(untouched)).toEqual({ message: "Accès par barge", notes: null });
    expect(await read(saved)).toEqual({ message: null, notes: "Rappeler jeudi" });
    expect(await read(home)).toEqual({ message: "Un conteneur", notes: "Client sérieux" });
  });
});
