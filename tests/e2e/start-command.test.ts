// `npm start` with an up-to-date build (the suite runs after `npm run build`): no rebuild, the server is launched
// within a fraction of a second, also when two starts run at once in this folder.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getFreePort } from "../support/free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const child of children) {
    // npm runs the server in a child of its own: stop the whole group this test started.
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  }
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)),
  );
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** Runs `npm start` until it hands over to the server (the build step is done), and returns what it printed. */
async function npmStartUntilServer(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-start-"));
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await getFreePort()),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const child = spawn("npm", ["start"], { cwd: ROOT, detached: true, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await expect
    .poll(() => /> node (--\S+ )*server\/index\.ts/.test(output) || child.exitCode !== null, { timeout: 60_000 })
    .toBe(true);
  return output;
}

describe("npm start", () => {
  it("starts on the existing build without rebuilding, twice at once in one folder", { timeout: 120_000 }, async () => {
    const serverFile = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server/index.js");
    const builtAt = (await stat(serverFile)).mtimeMs;

    const outputs = await Promise.all([npmStartUntilServer(), npmStartUntilServer()]);

    for (const output of outputs) {
      expect(output).not.toContain("[build] building");
      // A build took 36 s; checking the sources' dates takes a fraction of a second.
      const checked = /\[build\] up to date, not rebuilt \(([\d.]+) s\)/.exec(output);
      expect(checked, output).not.toBeNull();
      expect(Number(checked![1])).toBeLessThan(5);
    }
    expect((await stat(serverFile)).mtimeMs).toBe(builtAt);
  });
});
