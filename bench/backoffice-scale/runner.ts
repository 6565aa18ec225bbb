// The runner of bench/backoffice-scale.ts: signs in as the administrator, then times URLs one request at a time,
// from sending to the last byte, with the CPU each request cost the app server and the PostgreSQL backends.
import type { Db } from "../../app/db/db.server.ts";
import { backendCpu, cpuMsOf } from "../proc.ts";
import { percentile, printFigure, round, type Figure } from "./report.ts";

/** Signs in through the login form; the session cookie to send with the back office's requests. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ mode: "signin", email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie.includes("session")) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

export type RunnerOptions = {
  baseUrl: string;
  cookie: string;
  /** The app server's process, whose CPU time each measure reads. */
  serverPid: number | undefined;
  db: Db;
  /** Requests per URL after the 2 warm-up ones. */
  runs: number;
};

export type MeasureOptions = { asAdmin?: boolean; runs?: number };

export type Runner = ReturnType<typeof createRunner>;

/** `measure` adds each URL's figure to `results` and prints it; a failed URL is printed and skipped. */
export function createRunner({ baseUrl, cookie, serverPid, db, runs: defaultRuns }: RunnerOptions) {
  const results: Figure[] = [];

  async function timeOnce(pathname: string, asAdmin = true) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathname}`, {
      redirect: "manual",
      headers: { Accept: "text/html", "Accept-Encoding": "identity", ...(asAdmin ? { Cookie: cookie } : {}) },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    return { ms, bytes: body.byteLength };
  }

  async function measure(group: string, name: string, pathname: string, options: MeasureOptions = {}) {
    try {
      await measureOnce(group, name, pathname, options);
    } catch (error) {
      console.log(`${group} ${name}: FAILED ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function measureOnce(
    group: string,
    name: string,
    pathname: string,
    { asAdmin = true, runs = defaultRuns }: MeasureOptions,
  ) {
    for (let i = 0; i < 2; i++) await timeOnce(pathname, asAdmin);
    const times: number[] = [];
    let bytes = 0;
    const appBefore = await cpuMsOf(serverPid);
    const dbBefore = await backendCpu(db);
    for (let i = 0; i < runs; i++) {
      const once = await timeOnce(pathname, asAdmin);
      times.push(once.ms);
      bytes = once.bytes;
    }
    const cpuApp = round(((await cpuMsOf(serverPid)) - appBefore) / runs);
    const dbAfter = await backendCpu(db);
    let dbSpent: number | null = null;
    if (dbBefore && dbAfter) dbSpent = [...dbAfter].reduce((sum, [pid, ms]) => sum + ms - (dbBefore.get(pid) ?? 0), 0);
    times.sort((a, b) => a - b);
    const figure: Figure = {
      group,
      name,
      path: pathname,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times[times.length - 1]!),
      bytes,
      cpuApp,
      cpuDb: dbSpent === null ? null : round(dbSpent / runs),
    };
    results.push(figure);
    printFigure(figure);
  }

  return { results, timeOnce, measure };
}
