// What one client flooding the sign-up form does to everyone else (issue 12 item 3): `/healthz` latency and the
// administrator's sign-in time, measured quietly, then again while autocannon posts sign-ups on loopback for a
// bounded time. Figures are printed, never asserted.
//
//   npm run build && node bench/auth-flood.ts      (BUILD_DIR=… for another build; FLOOD_SECONDS=n, FLOOD_CONNECTIONS=n)
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server.ts";

const FLOOD_SECONDS = Math.min(Number(process.env.FLOOD_SECONDS ?? 10), 30);
const FLOOD_CONNECTIONS = Math.min(Number(process.env.FLOOD_CONNECTIONS ?? 10), 50);
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-banc";
const ROOT = path.resolve(import.meta.dirname, "..");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]!) : NaN;
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Sets the password with the command-line tool before the server opens the embedded database. */
async function setPassword(dataDir: string) {
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin-password.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL },
      stdio: ["pipe", "ignore", "inherit"],
    });
    child.stdin.end(`${PASSWORD}\n`);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error("admin:password failed");
}

/** /healthz every 50 ms and one sign-in after another, for `seconds`. */
async function sample(baseUrl: string, seconds: number) {
  const end = Date.now() + seconds * 1000;
  const health: number[] = [];
  const signIns: number[] = [];
  const statuses = new Map<number, number>();
  const probeHealth = async () => {
    while (Date.now() < end) {
      health.push((await timed(() => fetch(`${baseUrl}/healthz`))).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const probeSignIn = async () => {
    while (Date.now() < end) {
      const body = new URLSearchParams({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD });
      // The owner signs in from another address than the flooder's (X-Forwarded-For, believed from loopback).
      const headers = { "X-Forwarded-For": "198.51.100.7" };
      const result = await timed(() =>
        fetch(`${baseUrl}/login`, { method: "POST", body, headers, redirect: "manual" }),
      );
      signIns.push(result.ms);
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    }
  };
  await Promise.all([probeHealth(), probeSignIn()]);
  return {
    healthMedian: median(health),
    healthCount: health.length,
    signInMedian: median(signIns),
    signInMax: Math.round(Math.max(...signIns)),
    signInStatuses: Object.fromEntries(statuses),
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-auth-flood-"));
  await setPassword(dataDir);
  const server = await startAppServer({
    env: { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir, ADMIN_EMAIL, TRUST_PROXY: "loopback" },
  });
  try {
    console.log(
      `build: ${process.env.BUILD_DIR ?? "build"}; flood: ${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s on POST /auth?mode=signup`,
    );
    const quiet = await sample(server.url, 5);
    console.log("quiet:", quiet);
    const body = new URLSearchParams({
      mode: "signup",
      email: ADMIN_EMAIL,
      password: "un-mot-de-passe",
      confirmPassword: "un-mot-de-passe",
    }).toString();
    const flood = autocannon({
      url: `${server.url}/auth?mode=signup`,
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      connections: FLOOD_CONNECTIONS,
      duration: FLOOD_SECONDS,
    });
    const [loaded, result] = await Promise.all([sample(server.url, FLOOD_SECONDS - 1), flood]);
    console.log("during the flood:", loaded);
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    );
    console.log("flood answers:", { requests: result.requests.total, statuses: codes, p50: result.latency.p50 });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
