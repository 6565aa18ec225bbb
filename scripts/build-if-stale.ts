// `npm start` builds only when it must (issue 11 item 9): when build/ is missing or older than the sources. The build
// goes to a temporary folder that replaces build/ when complete, under a lock file, so two starts in one folder
// never build at once nor start on a half-written build. `npm run build` passes --force.
import { spawn } from "node:child_process";
import { open, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildPdfWorker } from "./build-pdf-worker.ts";

/** What the build is made from: a change to any of these makes it stale. */
export const BUILD_SOURCES = [
  "app",
  "server",
  "scripts",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const STAMP_FILE = ".sources-stamp.json";
const LOCK_POLL_MS = 200;

export type BuildIfStaleOptions = {
  rootDir: string;
  /** Where the finished build lives (BUILD_DIR, default build/). */
  buildDir: string;
  /** Builds into the given folder (react-router build with BUILD_DIR). */
  runBuild: (outDir: string) => Promise<void>;
  isForced?: boolean;
  log?: (message: string) => void;
};

/** Resolves "built" or "fresh" (nothing to do). */
export async function buildIfStale(options: BuildIfStaleOptions): Promise<"built" | "fresh"> {
  const { rootDir, buildDir, log = () => {} } = options;
  if (!options.isForced && (await isBuildFresh(rootDir, buildDir))) return "fresh";
  const release = await takeLock(`${buildDir}.lock`, log);
  try {
    // Another start may have built while this one waited for the lock.
    if (!options.isForced && (await isBuildFresh(rootDir, buildDir))) return "fresh";
    const newestSource = await newestSourceTime(rootDir);
    const temporary = `${buildDir}-tmp-${process.pid}`;
    await rm(temporary, { recursive: true, force: true });
    log(`building into ${path.relative(rootDir, temporary)}`);
    await options.runBuild(temporary);
    await writeFile(path.join(temporary, STAMP_FILE), JSON.stringify({ newestSource }));
    await replaceDirectory(temporary, buildDir);
    return "built";
  } finally {
    await release();
  }
}

/** The build is fresh when it was made from sources no older than the newest one now. */
export async function isBuildFresh(rootDir: string, buildDir: string): Promise<boolean> {
  const stamp = await readFile(path.join(buildDir, STAMP_FILE), "utf8").then(
    (text) => JSON.parse(text) as { newestSource?: number },
    () => null,
  );
  if (typeof stamp?.newestSource !== "number") return false;
  const hasServer = await stat(path.join(buildDir, "server/index.js")).then(
    () => true,
    () => false,
  );
  return hasServer && (await newestSourceTime(rootDir)) <= stamp.newestSource;
}

/** The latest modification time (ms) among the sources. */
export async function newestSourceTime(rootDir: string): Promise<number> {
  const times = await Promise.all(BUILD_SOURCES.map((entry) => newestIn(path.join(rootDir, entry))));
  return Math.max(0, ...times);
}

async function newestIn(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestIn(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Swaps the finished build in: the old one moves aside first, so build/ is never a mix of two builds. */
async function replaceDirectory(source: string, target: string): Promise<void> {
  const previous = `${target}-old-${process.pid}`;
  const hadPrevious = await rename(target, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
  await rename(source, target);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/**
 * An exclusive lock file holding the owner's pid. A lock left by a process that no longer runs is taken over;
 * otherwise this waits until the other build ends.
 */
async function takeLock(lockPath: string, log: (message: string) => void): Promise<() => Promise<void>> {
  let hasSaidWaiting = false;
  for (;;) {
    try {
      const handle = await open(lockPath, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lockPath).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(await readFile(lockPath, "utf8").catch(() => ""));
    if (owner > 0 && !isRunning(owner)) {
      await unlink(lockPath).catch(() => undefined);
      continue;
    }
    if (!hasSaidWaiting) log(`waiting for the build of process ${owner || "?"} to finish`);
    hasSaidWaiting = true;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** `react-router build` into `outDir`, with the console of this process, then the PDF workers' entry beside it. */
export function reactRouterBuild(rootDir: string): (outDir: string) => Promise<void> {
  return async (outDir) => {
    await reactRouterBuildOnly(rootDir, outDir);
    await buildPdfWorker(rootDir, outDir);
  };
}

function reactRouterBuildOnly(rootDir: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(rootDir, "node_modules/.bin/react-router"), ["build"], {
      cwd: rootDir,
      stdio: "inherit",
      // Always a production build: under Vitest NODE_ENV is "test", which would bundle React's development build
      // into build/, the folder `npm start` then serves.
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: outDir },
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}`)),
    );
  });
}

if (import.meta.main) {
  const rootDir = path.resolve(import.meta.dirname, "..");
  const buildDir = path.resolve(rootDir, process.env.BUILD_DIR ?? "build");
  const started = performance.now();
  const log = (message: string) => console.log(`[build] ${message}`);
  const outcome = await buildIfStale({
    rootDir,
    buildDir,
    runBuild: reactRouterBuild(rootDir),
    isForced: process.argv.includes("--force"),
    log,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(outcome === "fresh" ? `up to date, not rebuilt (${seconds} s)` : `built in ${seconds} s`);
}
