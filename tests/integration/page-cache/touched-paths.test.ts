// After a write, the background renders start with the pages it touched (issue 32 item 1, decision 015): read from
// the rows written since a time, whoever wrote them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../../app/db/schema/index.ts";
import { readTouchedPaths } from "../../../app/modules/page-cache/page-refresher.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;
let since: Date;

beforeAll(async () => {
  database = await createTestDatabase();
  const [solar] = await database.db.insert(categories).values({ key: "solar", name: "Solaire" }).returning();
  await database.db.insert(products).values([
    { slug: "kit-solaire", title: "Kit solaire", categoryId: solar!.id, featured: false },
    { slug: "ancien", title: "Ancien", categoryId: solar!.id, featured: true },
  ]);
  since = new Date(Date.now() + 1000);
  await database.db
    .update(products)
    .set({ updatedAt: new Date(since.getTime() + 1000) })
    .where(eq(products.slug, "kit-solaire"));
});
afterAll(async () => {
  await database?.close();
});

describe("pages a catalogue write touched", () => {
  it("are the product's sheet, its category and the shop in every language; the home page only for a featured one", async () => {
    expect(await readTouchedPaths(database.db, since)).toEqual([
      "/shop/product/kit-solaire",
      "/en/shop/product/kit-solaire",
      "/zh/shop/product/kit-solaire",
      "/shop/solar",
      "/en/shop/solar",
      "/zh/shop/solar",
      "/shop",
      "/en/shop",
      "/zh/shop",
    ]);
    await database.db
      .update(products)
      .set({ updatedAt: new Date(since.getTime() + 2000) })
      .where(eq(products.slug, "ancien"));
    const paths = await readTouchedPaths(database.db, since);
    expect(paths).toContain("/shop/product/ancien");
    expect(paths.slice(-5)).toEqual(["/", "/en", "/en/", "/zh", "/zh/"]);
  });

  it("are none when nothing was written since", async () => {
    expect(await readTouchedPaths(database.db, new Date(since.getTime() + 60_000))).toEqual([]);
  });
});
