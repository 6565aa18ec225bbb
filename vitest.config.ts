import { defineConfig } from "vitest/config";
import { inlineScript } from "./scripts/vite-inline-script.ts";

// Three suites: unit tests next to the code, integration tests on a real database, and browser
// tests against the built server in the system Chromium. The last two first rebuild the app if any
// source is newer than the build (tests/support/fresh-build.ts), so they never run a stale build/.
export default defineConfig({
  plugins: [inlineScript()],
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // *.postgres.test.ts run only on PostgreSQL (several processes on one database; the embedded database
          // belongs to one process): the PGlite run leaves them out and says so (tests/support/fresh-build.ts).
          exclude: process.env.TEST_DATABASE_URL ? [] : ["tests/integration/**/*.postgres.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/fresh-build.ts", "tests/setup/migrated-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/fresh-build.ts", "tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
