// The first start of a real server (ruling 14): with no administrator it logs a one-time set-up link, once; the
// link's page sets the password by POST, once; a restart with an administrator logs none. The access log of the
// same server never shows the token (issue 12 item 7). PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../../support/postgres.ts";

const ANNOUNCE = "no administrator yet";
const PASSWORD = "mot-de-passe-du-premier-demarrage";
let workDir: string;
let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let server: RunningServer | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-setup-link-"));
  postgres = await createEmptyPostgresDatabase("bpe_setup");
});
afterAll(async () => {
  await server?.stop();
  await postgres?.drop();
  await rm(workDir, { recursive: true, force: true });
});

const start = () =>
  startAppServer({
    env: {
      DATA_DIR: path.join(workDir, "data"),
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

describe("the set-up link logged at first start", () => {
  it(
    "is logged once with no administrator, works once by POST, is not logged once an administrator exists, and no token reaches the access log",
    { timeout: 180_000 },
    async () => {
      server = await start();
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.includes(ANNOUNCE));
      expect(lines).toHaveLength(1);
      const logged = (JSON.parse(lines[0]!) as { setupUrl: string }).setupUrl;
      expect(logged.startsWith(`${server.url}/auth/confirm?token=`)).toBe(true);
      const token = new URL(logged).searchParams.get("token")!;

      // Opening it shows the form and sets nothing.
      const page = await fetch(logged);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Choisir le mot de passe");
      const early = await post(`${server.url}/login`, {
        mode: "signin",
        email: "admin@bpe-polynesie.example",
        password: PASSWORD,
      });
      expect(early.status).toBe(401);

      const chosen = await post(logged, { token, password: PASSWORD, confirmPassword: PASSWORD });
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get("Location")).toBe("/login");
      const reused = await post(logged, {
        token,
        password: "autre-mot-de-passe",
        confirmPassword: "autre-mot-de-passe",
      });
      expect(reused.status).toBe(302);
      expect((await fetch(logged)).status).toBe(410);
      const signedIn = await post(`${server.url}/login`, {
        mode: "signin",
        email: "admin@bpe-polynesie.example",
        password: PASSWORD,
      });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("Location")).toBe("/admin");

      // The token is in the set-up line only; the access log shows the link's requests redacted.
      const output = server.output();
      expect(output.split("\n").filter((line) => line.includes(token))).toEqual(lines);
      expect(output).toContain('"url":"/auth/confirm?token=[redacted]"');

      expect(await server.stop()).toBe(0);
      server = await start();
      expect(server.output()).not.toContain(ANNOUNCE);
    },
  );
});
