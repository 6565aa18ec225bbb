// Without SMTP_URL the outbox prints each mail to the log (issue 28 item 5): on a public address only its recipient
// and subject, said once at start (the links stay in the back office's mail log); on this machine the whole text.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { startMailOutbox } from "../../../app/modules/mail/start-mail-outbox.server.ts";
import { createLocalStorage } from "../../../app/modules/media/storage.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

const LINK = "https://bpe-polynesie.pf/auth/reset-password?token=secret-du-lien-de-test";
let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-mail-log-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Starts the outbox on `publicUrl`, logs one reset mail, and returns every line logged. */
async function logOneMail(publicUrl: string) {
  const lines: string[] = [];
  const write = (obj: object, msg: string) => lines.push(`${JSON.stringify(obj)} ${msg}`);
  const logger = { info: write, warn: write, error: write };
  const outbox = startMailOutbox({
    env: { SMTP_URL: "", MAIL_FROM: "BPE <contact@bpe.example>", PUBLIC_URL: publicUrl },
    db: database.db,
    storage: createLocalStorage(dir),
    logger,
    intervalMs: 60_000,
  });
  await enqueueMail(database.db, {
    to: "owner@bpe.example",
    subject: "Réinitialisation de votre mot de passe",
    html: `<a href="${LINK}">lien</a>`,
    text: `Choisir un nouveau mot de passe : ${LINK}`,
  });
  await outbox.flush();
  await outbox.stop();
  return lines;
}

describe("the mail log without SMTP_URL", () => {
  it("prints only the recipient and subject on a public address, and says so once at start", async () => {
    const lines = await logOneMail("https://bpe-polynesie.pf");
    const mailLines = lines.filter((line) => line.includes("mail (not sent"));
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).toContain("owner@bpe.example");
    expect(mailLines[0]).toContain("Réinitialisation de votre mot de passe");
    expect(lines.join("\n")).not.toContain("secret-du-lien-de-test");
    expect(lines.filter((line) => line.includes("recipient and subject only"))).toHaveLength(1);
  });

  it("prints the whole text on this machine, as before", async () => {
    const lines = await logOneMail("http://localhost:3000");
    expect(lines.join("\n")).toContain(LINK);
    expect(lines.join("\n")).not.toContain("recipient and subject only");
  });
});
