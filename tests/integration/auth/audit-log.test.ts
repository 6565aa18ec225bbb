import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../app/db/schema/index.ts";
import { listAuditLog } from "../../../app/modules/audit/list-audit-log.server.ts";
import { recordAudit } from "../../../app/modules/audit/record-audit.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("audit log", () => {
  it("records a change inside the caller's transaction: rolled back with it", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: "admin@x.example", action: "product.update", entity: "product", entityId: "p1", summary: { title: ["A", "B"] } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.$count(auditLog)).toBe(0);
  });

  it("lists pages of 50, newest first, counted in SQL, and clamps the page number", async () => {
    await database.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        actor: "system",
        action: `test.${String(i).padStart(3, "0")}`,
        entity: "test",
        at: sql`now() - make_interval(secs => ${120 - i})`,
      })),
    );
    const first = await listAuditLog(database.db, { page: 1 });
    expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.action).toBe("test.119");
    const third = await listAuditLog(database.db, { page: 3 });
    expect(third.entries.map((e) => e.action)).toEqual(Array.from({ length: 20 }, (_, i) => `test.${String(19 - i).padStart(3, "0")}`));
    expect((await listAuditLog(database.db, { page: 99 })).page).toBe(3);
    expect((await listAuditLog(database.db, { page: -4 })).page).toBe(1);
  });
});
