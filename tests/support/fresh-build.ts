// Global setup of the integration and browser suites: the tests run the app as built from the sources as they are
// now. The build (BUILD_DIR, default build/) is made again when any source is newer than it, as `npm start` does
// (scripts/build-if-stale.ts, under its lock, so parallel runs build once); a fresh build costs a few file stats.
import path from "node:path";
import { buildIfStale, type BuildIfStaleOptions, reactRouterBuild } from "../../scripts/build-if-stale.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the tests find the server build. */
export function testBuildDir(rootDir = ROOT): string {
  return path.resolve(rootDir, process.env.BUILD_DIR ?? "build");
}

export type EnsureFreshBuildOptions = Partial<Pick<BuildIfStaleOptions, "rootDir" | "buildDir" | "runBuild" | "log">>;

/** Builds when a source is newer than the build (or there is none); "fresh" costs a walk of the sources' times. */
export async function ensureFreshBuild({
  rootDir = ROOT,
  buildDir = testBuildDir(rootDir),
  runBuild = reactRouterBuild(rootDir),
  log = () => {},
}: EnsureFreshBuildOptions = {}): Promise<"built" | "fresh"> {
  return buildIfStale({ rootDir, buildDir, runBuild, log });
}

export default async function setup() {
  if (!process.env.TEST_DATABASE_URL)
    console.log(
      "[tests] *.postgres.test.ts left out: they need PostgreSQL (TEST_DATABASE_URL), not the embedded database",
    );
  const started = performance.now();
  const outcome = await ensureFreshBuild({ log: (message) => console.log(`[test build] ${message}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    outcome === "built" ? `[test build] built from the sources in ${seconds} s` : `[test build] fresh (${seconds} s)`,
  );
}
