import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../app/db/schema/index.ts";
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
        await recordAudit(tx, {
          actor: "admin@x.example",
          action: "product.update",
          entity: "product",
          entityId: "p1",
          summary: { title: ["A", "B"] },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.$count(auditLog)).toBe(0);
  });
});
