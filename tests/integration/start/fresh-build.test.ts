// The integration and browser suites run the app from a build (decision 010), so that build must never be older
// than the sources: their global setup (tests/support/fresh-build.ts) builds again when any source is newer. Here on
// a scratch project whose builder copies the route's source into the build, so what the tests would load shows
// whether the edit reached it; and on this tree, whose build the suite has just checked.
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBuildFresh } from "../../../scripts/build-if-stale.ts";
import { ensureFreshBuild, testBuildDir } from "../../support/fresh-build.ts";

let rootDir: string;
let builds = 0;
const SOURCE = "app/routes/home.tsx";

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "bpe-fresh-build-"));
  await mkdir(path.join(rootDir, "app/routes"), { recursive: true });
  await writeFile(path.join(rootDir, SOURCE), "export const title = 'Accueil';\n");
  builds = 0;
});
afterEach(() => rm(rootDir, { recursive: true, force: true }));

/** A build whose server bundle is the route's source as it was when built. */
async function runBuild(outDir: string) {
  builds += 1;
  await mkdir(path.join(outDir, "server"), { recursive: true });
  await writeFile(path.join(outDir, "server/index.js"), await readFile(path.join(rootDir, SOURCE)));
}

const setUp = () => ensureFreshBuild({ rootDir, runBuild });
const built = () => readFile(path.join(testBuildDir(rootDir), "server/index.js"), "utf8");

/** An edit of the route after the build: new text, and a modification time later than the build's stamp. */
async function editSource(text: string) {
  await writeFile(path.join(rootDir, SOURCE), text);
  const later = new Date(Date.now() + 5_000);
  await utimes(path.join(rootDir, SOURCE), later, later);
}

describe("the suites' fresh build", () => {
  it("builds a source newer than the build before the tests run, and nothing while the sources are unchanged", async () => {
    expect(await setUp()).toBe("built");
    expect(await setUp()).toBe("fresh");
    expect(builds).toBe(1);

    await editSource("export const title = 'Bienvenue';\n");
    expect(await isBuildFresh(rootDir, testBuildDir(rootDir))).toBe(false);
    expect(await setUp()).toBe("built");
    expect(await built()).toBe("export const title = 'Bienvenue';\n");
    expect(await setUp()).toBe("fresh");
    expect(builds).toBe(2);
  });

  it("this run's build is no older than any source of this tree", async () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    expect(await isBuildFresh(root, testBuildDir(root))).toBe(true);
  });
});
