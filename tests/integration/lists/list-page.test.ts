// The back office's list helpers on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): sorting,
// filtering, page boundaries and the parameters a visitor may tamper with, through the audit log and a bare query.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../../app/db/schema/index.ts";
import { AUDIT_LIST_SPEC } from "../../../app/modules/audit/audit-list-spec.ts";
import { listAuditEntities, listAuditLog } from "../../../app/modules/audit/list-audit-log.server.ts";
import { containsText, foundBy, listPage, paginate, withinDays } from "../../../app/modules/lists/list-page.server.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ACTORS = ["carla@x.example", "alice@x.example", "bruno@x.example"];

/** `n` rows, one second apart (row 0 oldest), actors in turn, entities 'product' and 'order' in turn. */
async function seed(n: number) {
  await database.db.delete(auditLog);
  if (n === 0) return;
  await database.db.insert(auditLog).values(
    Array.from({ length: n }, (_, i) => ({
      actor: ACTORS[i % 3]!,
      action: `test.${String(i).padStart(3, "0")}`,
      entity: i % 2 === 0 ? "product" : "order",
      entityId: `e-${i}`,
      at: sql`timestamptz '2026-03-10 12:00:00+00' + make_interval(secs => ${i})`,
    })),
  );
}

const list = (query: string) => listAuditLog(database.db, parseListParams(new URLSearchParams(query), AUDIT_LIST_SPEC));
const actions = (page: { rows: Array<{ action: string }> }) => page.rows.map((row) => row.action);

describe("listPage through the audit log", () => {
  beforeEach(async () => {
    await seed(120);
  });

  it("gives the first page newest first by default, with the total counted in SQL", async () => {
    const page = await list("");
    expect(page).toMatchObject({ total: 120, page: 1, pageCount: 3, size: 50, sort: "at", direction: "desc" });
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]!.action).toBe("test.119");
    expect(page.rows[49]!.action).toBe("test.070");
  });

  it("cuts pages at their boundaries without repeating or skipping a row", async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => list(`size=25&page=${n}&sort=at&dir=asc`)));
    expect(pages.map((p) => p.rows.length)).toEqual([25, 25, 25, 25, 20]);
    expect(pages.flatMap(actions)).toEqual(Array.from({ length: 120 }, (_, i) => `test.${String(i).padStart(3, "0")}`));
  });

  it("sorts by a whitelisted column in both directions, ties broken the same way every time", async () => {
    const ascending = await list("sort=actor&dir=asc&size=100");
    expect(ascending.rows.slice(0, 40).every((row) => row.actor === "alice@x.example")).toBe(true);
    expect(ascending.rows.at(-1)!.actor).toBe("carla@x.example");
    const descending = await list("sort=actor&dir=desc&size=100");
    expect(descending.rows[0]!.actor).toBe("carla@x.example");
    const again = await list("sort=actor&dir=asc&size=100");
    expect(actions(again)).toEqual(actions(ascending));
    const byEntity = await list("sort=entity&dir=asc&size=25");
    expect(byEntity.rows.every((row) => row.entity === "order")).toBe(true);
  });

  it("ignores an unknown sort column and falls back to the default order", async () => {
    const page = await list("sort=summary&dir=desc");
    expect(page.sort).toBe("at");
    expect(page.rows[0]!.action).toBe("test.119");
    const injected = await list(`sort=${encodeURIComponent("at; drop table audit_log")}`);
    expect(injected.rows[0]!.action).toBe("test.119");
    expect(await database.db.$count(auditLog)).toBe(120);
  });

  it("clamps a page size outside 25, 50 and 100", async () => {
    expect((await list("size=5")).rows).toHaveLength(25);
    expect((await list("size=75")).rows).toHaveLength(50);
    const huge = await list("size=100000");
    expect(huge.size).toBe(100);
    expect(huge.rows).toHaveLength(100);
  });

  it("answers a page past the end with the last page", async () => {
    const page = await list("size=50&page=99");
    expect(page).toMatchObject({ page: 3, pageCount: 3 });
    expect(actions(page)).toEqual(Array.from({ length: 20 }, (_, i) => `test.${String(19 - i).padStart(3, "0")}`));
  });

  it("filters in SQL, the count following the filters", async () => {
    const products = await list("entity=product");
    expect(products.total).toBe(60);
    expect(products.rows.every((row) => row.entity === "product")).toBe(true);
    const text = await list("q=ALICE&entity=order");
    expect(text.total).toBe(20);
    expect(text.rows.every((row) => row.actor === "alice@x.example" && row.entity === "order")).toBe(true);
    const byId = await list("q=e-11");
    expect(actions(byId).sort()).toEqual([
      "test.011",
      "test.110",
      "test.111",
      "test.112",
      "test.113",
      "test.114",
      "test.115",
      "test.116",
      "test.117",
      "test.118",
      "test.119",
    ]);
    expect(await listAuditEntities(database.db)).toEqual(["order", "product"]);
  });

  it("takes % and _ in a search as letters", async () => {
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=test_0")).total).toBe(0);
    expect((await list("q=test.0")).total).toBe(100);
  });

  it("filters by day in Tahiti time (UTC−10)", async () => {
    // 2026-03-10 12:00 UTC is 02:00 on 10 March in Tahiti.
    expect((await list("from=2026-03-10&to=2026-03-10")).total).toBe(120);
    expect((await list("from=2026-03-11")).total).toBe(0);
    expect((await list("to=2026-03-09")).total).toBe(0);
    await database.db
      .update(auditLog)
      .set({ at: sql`timestamptz '2026-03-11 09:59:59+00'` })
      .where(eq(auditLog.action, "test.000"));
    expect((await list("to=2026-03-10")).total).toBe(120);
    await database.db
      .update(auditLog)
      .set({ at: sql`timestamptz '2026-03-11 10:00:00+00'` })
      .where(eq(auditLog.action, "test.000"));
    expect((await list("to=2026-03-10")).total).toBe(119);
    expect((await list("from=2026-03-11")).total).toBe(1);
  });
});

describe("listPage on an empty or filtered-out list", () => {
  it("gives page 1 of 1 and no rows", async () => {
    await seed(0);
    expect(await list("page=3")).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("counts exactly one page when the rows fill it", async () => {
    await seed(50);
    expect(await list("size=25&page=2")).toMatchObject({ total: 50, page: 2, pageCount: 2 });
    expect((await list("size=50")).pageCount).toBe(1);
    await seed(51);
    expect((await list("size=25&page=3")).rows).toHaveLength(1);
  });
});

describe("the helpers on a query of their own", () => {
  it("count a grouped query by its groups, and paginate a bare select", async () => {
    await seed(9);
    const grouped = database.db
      .select({ actor: auditLog.actor, actions: sql<number>`count(*)::int`.as("actions") })
      .from(auditLog)
      .where(containsText("x.example", [auditLog.actor]))
      .groupBy(auditLog.actor)
      .$dynamic();
    const page = await listPage(database.db, grouped, {
      params: { page: 1, size: 25, sort: "actor", direction: "asc" },
      sortColumns: { actor: auditLog.actor },
      tiebreaker: auditLog.actor,
    });
    expect(page.total).toBe(3);
    expect(page.rows).toEqual([
      { actor: "alice@x.example", actions: 3 },
      { actor: "bruno@x.example", actions: 3 },
      { actor: "carla@x.example", actions: 3 },
    ]);
    const second = await paginate(
      database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).$dynamic(),
      2,
      4,
    );
    expect(second.map((row) => row.action)).toEqual(["test.004", "test.005", "test.006", "test.007"]);
    expect(withinDays(auditLog.at, {})).toBeUndefined();
    expect(containsText("", [auditLog.actor])).toBeUndefined();
  });
});

describe("a list found in its main table first", () => {
  const where = containsText("x.example", [auditLog.actor]);
  const query = () =>
    database.db.select({ action: auditLog.action, actor: auditLog.actor }).from(auditLog).where(where).$dynamic();
  const page = (page: number, sort: "actor" | "at", direction: "asc" | "desc", mainTable?: boolean) =>
    listPage(database.db, query(), {
      params: { page, size: 25, sort, direction },
      sortColumns: { actor: auditLog.actor, at: auditLog.at },
      tiebreaker: auditLog.id,
      mainTable: mainTable ? { table: auditLog, where, sorts: ["actor", "at"] } : undefined,
    });

  it("counts and pages the same rows, in the same order, ties included, as the query itself", async () => {
    await seed(120);
    for (const [sort, direction] of [
      ["actor", "asc"],
      ["actor", "desc"],
      ["at", "desc"],
    ] as const) {
      for (const n of [1, 3, 5, 9]) {
        const [plain, found] = await Promise.all([page(n, sort, direction), page(n, sort, direction, true)]);
        expect(found, `${sort} ${direction} page ${n}`).toEqual(plain);
      }
    }
    const last = await page(5, "actor", "asc", true);
    expect(last).toMatchObject({ total: 120, page: 5, pageCount: 5 });
    expect(last.rows).toHaveLength(20);
  });

  it("finds by ids each row that any part of a search finds, once", async () => {
    await seed(30);
    const found = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        foundBy(auditLog.id, [
          sql`select ${auditLog.id} from ${auditLog} where ${containsText("test.00", [auditLog.action])}`,
          sql`select ${auditLog.id} from ${auditLog} where ${eq(auditLog.entityId, "e-3")}`,
          undefined,
        ]),
      )
      .orderBy(auditLog.action);
    expect(found.map((row) => row.action)).toEqual([
      "test.000",
      "test.001",
      "test.002",
      "test.003",
      "test.004",
      "test.005",
      "test.006",
      "test.007",
      "test.008",
      "test.009",
    ]);
    expect(foundBy(auditLog.id, [undefined])).toBeUndefined();
  });
});
