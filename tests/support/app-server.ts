import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getFreePort } from "./free-port.ts";

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server process's id (a bench reads its memory in /proc). */
  pid: number | undefined;
  output(): string;
  /** Resolves with the exit code when the server process ends by itself or is stopped. */
  exited: Promise<number | null>;
  /** Sends a signal to the server process (a bench's SIGKILL); `stop()` then only waits for the end. */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<number | null>;
};

type StartOptions = {
  env?: Record<string, string>;
  /** Wait for /healthz to answer 200 (default true). */
  waitForHealth?: boolean;
};

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Node's flags of `npm start` (package.json): the V8 heap's bounds (docs/decisions/012), so tests and benches run
 * the server as it is run in production. */
export function startCommandNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const command = /^node ((?:--[\w-]+=\S+ )*)server\/index\.ts$/.exec(pkg.scripts.start);
  if (!command) throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return command[1]!.split(" ").filter(Boolean);
}

/**
 * Starts the real HTTP server (server/index.ts on the built app) as a child process, on a free port,
 * with its own data directory, and waits until /healthz answers.
 */
export async function startAppServer({ env = {}, waitForHealth = true }: StartOptions = {}): Promise<RunningServer> {
  const port = env.PORT ?? String(await getFreePort());
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "bpe-e2e-")));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [...startCommandNodeFlags(), "server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  let exitCode: number | null | undefined;
  // "close" comes after the output streams end, so the log is complete when a failed start is reported.
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );

  if (waitForHealth) {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${log}`);
      const healthy = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => log,
    exited,
    kill: (signal) => void child.kill(signal),
    async stop() {
      if (exitCode === undefined) child.kill("SIGTERM");
      const code = await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
