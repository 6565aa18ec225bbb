import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

describe("the typed translation keys", () => {
  it("read every French catalog, so no namespace's keys go unchecked", async () => {
    const files = (await readdir(path.join(ROOT, "app/locales/fr"))).filter((name) => name.endsWith(".json"));
    const source = await readFile(path.join(ROOT, "app/modules/i18n/catalog-keys.ts"), "utf8");
    const listed = [...source.matchAll(/typeof import\("\.\.\/\.\.\/locales\/fr\/([\w-]+)\.json"\)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(files.map((name) => name.replace(/\.json$/, "")).sort());
  });
});
