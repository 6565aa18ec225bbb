// `npm start`'s build step (scripts/build-if-stale.ts) on a scratch project folder: it builds when the build is
// missing or older than a source, not otherwise, and two starts at once build once. The builder here writes the
// two files a build leaves (the real one, react-router build, is exercised by tests/e2e/start-command.test.ts).
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale, isBuildFresh } from "../../../scripts/build-if-stale.ts";

let rootDir: string;
let buildDir: string;
const builds: string[] = [];

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "bpe-build-"));
  buildDir = path.join(rootDir, "build");
  await mkdir(path.join(rootDir, "app/routes"), { recursive: true });
  await writeFile(path.join(rootDir, "app/routes/home.tsx"), "export default 1;\n");
  await writeFile(path.join(rootDir, "package-lock.json"), "{}\n");
  builds.length = 0;
});
afterEach(() => rm(rootDir, { recursive: true, force: true }));

/** Takes a while, like a real build, so that a second start arrives during it. */
async function runBuild(outDir: string) {
  builds.push(outDir);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await mkdir(path.join(outDir, "server"), { recursive: true });
  await writeFile(path.join(outDir, "server/index.js"), `// build ${builds.length}\n`);
}

const start = (isForced = false) => buildIfStale({ rootDir, buildDir, runBuild, isForced });

/** Moves a file's modification time `seconds` into the future, as an edit after the build would. */
async function touch(relative: string, seconds = 5) {
  const when = new Date(Date.now() + seconds * 1000);
  await utimes(path.join(rootDir, relative), when, when);
}

describe("build if stale", () => {
  it("builds when there is no build, then starts without building while the sources are unchanged", async () => {
    expect(await start()).toBe("built");
    expect(await start()).toBe("fresh");
    expect(await start()).toBe("fresh");
    expect(builds).toHaveLength(1);
    expect(await readFile(path.join(buildDir, "server/index.js"), "utf8")).toBe("// build 1\n");
    // Nothing left beside the build: no temporary folder, no lock.
    expect((await readdir(rootDir)).sort()).toEqual(["app", "build", "package-lock.json"]);
  });

  it("builds again after a source or the lock file changed", async () => {
    await start();
    await touch("app/routes/home.tsx");
    expect(await isBuildFresh(rootDir, buildDir)).toBe(false);
    expect(await start()).toBe("built");
    expect(await start()).toBe("fresh");
    await touch("package-lock.json", 10);
    expect(await start()).toBe("built");
    expect(builds).toHaveLength(3);
    expect(await readFile(path.join(buildDir, "server/index.js"), "utf8")).toBe("// build 3\n");
  });

  it("builds when --force is given (npm run build)", async () => {
    await start();
    expect(await start(true)).toBe("built");
    expect(builds).toHaveLength(2);
  });

  it("builds once when two starts run at once in one folder", async () => {
    const outcomes = await Promise.all([start(), start()]);
    expect(outcomes.sort()).toEqual(["built", "fresh"]);
    expect(builds).toHaveLength(1);
    expect(await isBuildFresh(rootDir, buildDir)).toBe(true);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    // A pid far above any the kernel hands out (pid_max is at most 2^22).
    await writeFile(`${buildDir}.lock`, "9999999");
    expect(await start()).toBe("built");
    expect(await readdir(rootDir)).not.toContain("build.lock");
  });
});
