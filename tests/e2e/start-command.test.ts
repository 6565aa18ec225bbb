// `npm start` with an up-to-date build (the suite runs after `npm run build`): no rebuild, serving in a few seconds,
// also when two starts run at once in this folder.
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
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)));
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function npmStart() {
  const port = await getFreePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-start-"));
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete env.PUBLIC_URL;
  delete env.DATABASE_URL;
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(() => fetch(`${url}/healthz`).then((response) => response.status, () => 0), { timeout: 60_000, interval: 100 })
    .toBe(200);
  return { url, output: () => output };
}

describe("npm start", () => {
  it("starts on the existing build without rebuilding, twice at once, and knows its own address", { timeout: 120_000 }, async () => {
    const serverFile = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server/index.js");
    const builtAt = (await stat(serverFile)).mtimeMs;

    const [one, two] = await Promise.all([npmStart(), npmStart()]);

    for (const server of [one, two]) {
      const check = /\[build\] up to date, not rebuilt \(([\d.]+) s\)/.exec(server.output());
      expect(server.output()).not.toContain("[build] building");
      // A build took 36 s; checking the sources' dates takes a fraction of a second.
      expect(Number(check?.[1])).toBeLessThan(5);
    }
    expect((await stat(serverFile)).mtimeMs).toBe(builtAt);
    // PUBLIC_URL defaults to the port it listens on: the canonical link of a page says so.
    const html = await (await fetch(`${one.url}/cgv`)).text();
    const port = new URL(one.url).port;
    expect(html).toContain(`href="http://localhost:${port}/cgv"`);
  });
});
