// `npm run admin:password` for operators: run as a real child process against a real database.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../../app/db/db.server.ts";
import { migrateDatabase } from "../../../app/db/migrate.server.ts";
import { adminSessions, adminUsers, auditLog } from "../../../app/db/schema/index.ts";
import { createAdminSession } from "../../../app/modules/auth/admin-session.server.ts";
import { verifyPassword } from "../../../app/modules/auth/password.server.ts";
import { createEmptyPostgresDatabase } from "../../support/postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let dataDir: string;
let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-admin-password-"));
  postgres = await createEmptyPostgresDatabase("bpe_cli");
});
afterEach(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the database the script uses; PGlite must be closed again before the script runs (one process at a time). */
async function openDatabase(): Promise<DatabaseHandle> {
  const handle = await createDatabase({ url: postgres?.url, dataDir });
  await migrateDatabase(handle.db);
  return handle;
}

function runScript(input: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin-password.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

describe("scripts/admin-password.ts", () => {
  it("sets the password from stdin, confirms the account and ends its sessions", { timeout: 120_000 }, async () => {
    let handle = await openDatabase();
    const [user] = await handle.db.insert(adminUsers).values({ email: "admin@bpe-polynesie.example" }).returning();
    await createAdminSession(handle.db, { userId: user!.id });
    await handle.close();

    const result = await runScript("nouveau-secret\nnouveau-secret\n");
    expect(result.output).toContain("Mot de passe défini pour admin@bpe-polynesie.example");
    expect(result.code).toBe(0);

    handle = await openDatabase();
    const [account] = await handle.db.select().from(adminUsers);
    expect(await verifyPassword("nouveau-secret", account!.passwordHash!)).toBe(true);
    expect(account!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await handle.db.$count(adminSessions)).toBe(0);
    const [audit] = await handle.db.select().from(auditLog);
    expect(audit).toMatchObject({ actor: "cli", action: "auth.password_set" });
    await handle.close();
  });

  it("refuses a short password, a mismatch and another address, changing nothing", { timeout: 120_000 }, async () => {
    const cases: Array<[string, string[], string]> = [
      ["abc\n", [], "Le mot de passe doit contenir au moins 6 caractères"],
      ["secret-un\nsecret-deux\n", [], "Les mots de passe ne correspondent pas"],
      ["secret-un\n", ["intrus@example.com"], "Adresse email invalide. Seul admin@bpe-polynesie.example est autorisé"],
    ];
    for (const [input, args, message] of cases) {
      const result = await runScript(input, args);
      expect(result.code, message).toBe(1);
      expect(result.output).toContain(message);
    }
    const handle = await openDatabase();
    expect(await handle.db.$count(adminUsers)).toBe(0);
    await handle.close();
  });
});
