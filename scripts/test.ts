// `npm test`: the checks (Prettier, ESLint, types, unit tests), then the integration and browser suites in one
// Vitest run, on the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
//
// TEST_SUITES=integration (a comma-separated list of Vitest projects: integration, e2e) narrows the second step and
// leaves out the checks, which do not depend on the database. CI uses it for its second database: the checks and
// the browser tests run once, on PostgreSQL, the integration tests on both (issue 11, "CI with room to grow").
import { spawnSync } from "node:child_process";

const SUITES = ["integration", "e2e"] as const;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const requested = process.env.TEST_SUITES?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = requested?.filter((name) => !(SUITES as readonly string[]).includes(name)) ?? [];
if (unknown.length > 0 || requested?.length === 0) {
  console.error(`TEST_SUITES must list some of: ${SUITES.join(", ")} (got "${process.env.TEST_SUITES}").`);
  process.exit(2);
}

if (!requested) run("npm", ["run", "validate"]);
const suites = requested ?? SUITES;
run("vitest", ["run", ...suites.flatMap((name) => ["--project", name])]);
