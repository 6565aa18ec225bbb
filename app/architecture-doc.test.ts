// docs/ARCHITECTURE.md is held to the tree: the folders and files it names exist, every folder of app/modules is in
// its table of modules, the code names it quotes are in the sources, and the migrations it names are files. A doc
// that sends a new engineer to a file that moved or a flag that is gone fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOC = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");

/** Where a path quoted in the doc may start: the repository, or a folder the doc's sections speak from. */
const BASES = ["", "app/", "app/components/", "app/modules/", "app/components/admin/", "app/routes/admin/", "tests/"];
/** Quoted paths that are URLs of the site, not files. */
const URL_PATHS = new Set(["admin/import/run"]);
/** Folders the build or a run makes (git ignores them): a fresh clone has none. */
const MADE_FOLDERS = readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => /^[\w.-]+\/$/.test(line.trim()))
  .map((line) => line.trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|sql|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function quoted(pattern: RegExp): string[] {
  return [...new Set([...DOC.matchAll(pattern)].map((match) => match[1]!))];
}

describe("docs/ARCHITECTURE.md", () => {
  it("names only files and folders that exist", () => {
    const paths = quoted(/`([\w.-]+\/[\w./-]*)`/g).filter(
      (p) => !URL_PATHS.has(p) && !MADE_FOLDERS.some((folder) => p.startsWith(folder)),
    );
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => !BASES.some((base) => existsSync(path.join(ROOT, base, p))));
    expect(missing).toEqual([]);
  });

  it("lists every folder of app/modules in its table of modules, and no other", () => {
    const section = DOC.slice(DOC.indexOf("\n## Modules"), DOC.indexOf("\n## ", DOC.indexOf("\n## Modules") + 1));
    const listed = [...section.matchAll(/^\| `([\w-]+)` +\|/gm)].map((match) => match[1]).sort();
    const folders = readdirSync(path.join(ROOT, "app/modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(listed).toEqual(folders);
  });

  it("quotes only code names that are in the sources", () => {
    const names = quoted(/`([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?`/g);
    const sources = ["app", "server", "scripts", "tests", "bench"].flatMap(sourceFiles);
    const text = sources.map((file) => readFileSync(file, "utf8")).join("\n");
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });

  it("names migrations by their files, and those files exist", () => {
    expect(DOC.match(/migration \d{4}\b/g) ?? []).toEqual([]);
    const migrations = readdirSync(path.join(ROOT, "app/db/migrations"));
    const named = quoted(/`(\d{4}_[a-z0-9_]+)`/g);
    expect(named.filter((name) => !migrations.includes(`${name}.sql`))).toEqual([]);
  });
});
