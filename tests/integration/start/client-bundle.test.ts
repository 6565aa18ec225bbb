// No drizzle code reaches the browser (issue 29 item 4): status lists and other plain values live in
// app/modules/<area>/statuses.ts, and nothing the browser loads imports app/db (the ESLint rule in
// eslint.config.js keeps the line). Checked on the build the suite's global setup has just made fresh from the sources.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testBuildDir } from "../../support/fresh-build.ts";

// drizzle-orm marks its entities with Symbol.for("drizzle:…") (tables, columns, SQL); any chunk holding drizzle's
// table builders holds these.
const DRIZZLE_MARK = /drizzle:(Name|IsDrizzleTable|Columns|BaseName)|drizzle-orm/;

async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function withDrizzle(files: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) if (DRIZZLE_MARK.test(await readFile(file, "utf8"))) found.push(path.basename(file));
  return found;
}

describe("the client bundle", () => {
  it("holds no drizzle code, while the server bundle does (so the mark is the right one)", async () => {
    const buildDir = testBuildDir();
    const client = await scripts(path.join(buildDir, "client"));
    expect(client.length).toBeGreaterThan(10);
    expect(await withDrizzle(client)).toEqual([]);
    expect(await withDrizzle(await scripts(path.join(buildDir, "server")))).not.toEqual([]);
  });
});
