// `npm test`: the checks (Prettier, ESLint, types, unit tests), then the integration and browser suites in one
// Vitest run, on the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
//
// TEST_SUITES (a comma-separated list of: checks, integration, e2e) narrows what runs. CI uses it to run the checks
// once, the integration suites of both databases side by side, then the browser tests alone on PostgreSQL
// (.ci/run).
import { spawnSync } from "node:child_process";

const SUITES = ["checks", "integration", "e2e"] as const;
type Suite = (typeof SUITES)[number];

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

const suites = new Set<Suite>((requested as Suite[] | undefined) ?? SUITES);
if (suites.has("checks")) run("npm", ["run", "validate"]);
const projects = (["integration", "e2e"] as const).filter((name) => suites.has(name));
if (projects.length > 0) run("vitest", ["run", ...projects.flatMap((name) => ["--project", name])]);
