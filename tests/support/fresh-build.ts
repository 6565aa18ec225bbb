// Global setup of the integration and browser suites: the tests run the app as built from the sources as they are
// now. The build (BUILD_DIR, default build/) is made again when any source is newer than it, as `npm start` does
// (scripts/build-if-stale.ts, under its lock, so parallel runs build once); a fresh build costs a few file stats.
import path from "node:path";
import { buildIfStale, reactRouterBuild } from "../../scripts/build-if-stale.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the tests find the server build. */
export function testBuildDir(rootDir = ROOT): string {
  return path.resolve(rootDir, process.env.BUILD_DIR ?? "build");
}

export default async function setup() {
  const started = performance.now();
  const outcome = await buildIfStale({
    rootDir: ROOT,
    buildDir: testBuildDir(),
    runBuild: reactRouterBuild(ROOT),
    log: (message) => console.log(`[test build] ${message}`),
  });
  if (outcome === "built")
    console.log(`[test build] built from the sources in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
