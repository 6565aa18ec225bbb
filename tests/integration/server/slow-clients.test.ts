// Slow clients do not freeze the site (issue 28 item 1), on the real HTTP server: 20 clients each declaring a
// 100,000-byte body and sending one byte every 300 ms are held outside admission, while a sign-in on /login and an
// uncached page answer promptly; each slow body then gets 408. One address holding too many unfinished requests is
// refused with 429 and Retry-After. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../../support/postgres.ts";

const PASSWORD = "mot-de-passe-des-clients-lents";
const ADMIN = "admin@bpe-polynesie.example";
/** Generous for a shared 2-core machine; before, these requests waited as long as the slow bodies lasted. */
const PROMPT_MS = 5_000;

let workDir: string;
let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let server: RunningServer;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-slow-clients-"));
  postgres = await createEmptyPostgresDatabase("bpe_slow");
  server = await startAppServer({
    env: {
      DATA_DIR: path.join(workDir, "data"),
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  // The administrator's password, through the set-up link the first start logs.
  const line = server
    .output()
    .split("\n")
    .find((l) => l.includes("no administrator yet"))!;
  const setupUrl = (JSON.parse(line) as { setupUrl: string }).setupUrl;
  const token = new URL(setupUrl).searchParams.get("token")!;
  const chosen = await post(setupUrl, { token, password: PASSWORD, confirmPassword: PASSWORD });
  expect(chosen.status).toBe(302);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.drop();
  await rm(workDir, { recursive: true, force: true });
});

function post(url: string, fields: Record<string, string>) {
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

type SlowClient = { answer: Promise<string>; received: () => string; stop: () => void };

/** A client at `localAddress` that declares a 100,000-byte form and sends one byte every `everyMs`. */
function slowClient(localAddress: string, everyMs = 300): SlowClient {
  const { port, hostname } = new URL(server.url);
  const socket = net.connect({ host: hostname, port: Number(port), localAddress });
  let received = "";
  const answer = new Promise<string>((resolve) => {
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
  });
  socket.write(
    `POST /devis HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: 100000\r\n\r\n`,
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write("a");
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
  return { answer, received: () => received, stop: () => socket.destroy() };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - started) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("slow clients", () => {
  it(
    "hold no admission slot: /login signs in and an uncached page answers while 20 slow bodies are open, then each gets 408",
    {
      timeout: 60_000,
    },
    async () => {
      const slow = Array.from({ length: 20 }, (_, i) => slowClient(`127.0.0.${20 + i}`));
      try {
        await pause(1_500);
        const signIn = await timed(() =>
          post(`${server.url}/login`, { mode: "signin", email: ADMIN, password: PASSWORD }),
        );
        const page = await timed(async () => {
          const response = await fetch(`${server.url}/shop?vue=lente`);
          return { status: response.status, cache: response.headers.get("X-Page-Cache"), text: await response.text() };
        });
        const loginPage = await timed(async () => (await fetch(`${server.url}/login`)).status);
        console.log(
          `[slow clients] 20 slow bodies held: sign-in ${signIn.ms} ms, uncached /shop ${page.ms} ms, GET /login ${loginPage.ms} ms`,
        );
        expect(signIn.value.status).toBe(302);
        expect(signIn.value.headers.get("Set-Cookie")).toMatch(/session/i);
        expect(page.value.status).toBe(200);
        expect(page.value.cache).not.toBe("hit");
        expect(loginPage.value).toBe(200);
        expect(Math.max(signIn.ms, page.ms, loginPage.ms)).toBeLessThan(PROMPT_MS);

        // 10 s, plus a second per 32 KB declared: each slow body is cut with 408 and its connection closed.
        const answers = await Promise.all(slow.map((client) => client.answer));
        expect(answers.every((text) => text.startsWith("HTTP/1.1 408"))).toBe(true);
        expect(answers[0]).toContain("trop lentement");
      } finally {
        for (const client of slow) client.stop();
      }
    },
  );

  it(
    "refuses an address past 8 unfinished requests with 429 and Retry-After, and serves other addresses",
    {
      timeout: 30_000,
    },
    async () => {
      const slow = Array.from({ length: 12 }, () => slowClient("127.0.0.60"));
      try {
        await pause(2_000);
        const refused = slow.map((client) => client.received()).filter((text) => text !== "");
        expect(refused).toHaveLength(4);
        for (const text of refused) {
          expect(text).toMatch(/^HTTP\/1\.1 429/);
          expect(text).toMatch(/Retry-After: 5/i);
        }
        const other = await timed(async () => (await fetch(`${server.url}/login`)).status);
        expect(other.value).toBe(200);
        expect(other.ms).toBeLessThan(PROMPT_MS);
      } finally {
        for (const client of slow) client.stop();
      }
    },
  );
});
