import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { enqueueMail, InvalidMailError } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { createMailTestDb, type MailTestDb } from "./mail-test-db.ts";

let testDb: MailTestDb;
beforeAll(async () => {
  testDb = await createMailTestDb();
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
});

const message = { to: "hina@example.pf", subject: "Votre demande", html: "<p>Merci</p>", text: "Merci" };

describe("enqueueMail", () => {
  it("queues a row due now, in the transaction it is given", async () => {
    const { id } = await testDb.db.transaction((tx) =>
      enqueueMail(tx, {
        ...message,
        attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
      }),
    );
    const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      to: "hina@example.pf",
      subject: "Votre demande",
      html: "<p>Merci</p>",
      text: "Merci",
      status: "queued",
      attempts: 0,
      lastError: null,
      sentAt: null,
      attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("leaves no row when the business transaction rolls back", async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMail(tx, message);
        throw new Error("the lead could not be saved");
      }),
    ).rejects.toThrow("the lead could not be saved");
    expect(await testDb.db.select().from(mailOutbox)).toEqual([]);
  });

  it.each([
    ["a malformed address", { to: "hina@" }, /Cannot queue mail to "hina@": to: is not a valid email address/],
    ["an empty address", { to: "" }, /to: is not a valid email address/],
    ["a subject with a line break", { subject: "Hi\r\nBcc: x@y.z" }, /subject: must be on one line/],
    ["an empty text part", { text: "" }, /text:/],
  ])("refuses %s with a clear error and writes nothing", async (_case, change, error) => {
    const attempt = enqueueMail(testDb.db, { ...message, ...change });
    await expect(attempt).rejects.toThrow(InvalidMailError);
    await expect(attempt).rejects.toThrow(error);
    expect(await testDb.db.select().from(mailOutbox)).toEqual([]);
  });

  it("refuses an attachment without content", async () => {
    await expect(
      enqueueMail(testDb.db, { ...message, attachments: [{ filename: "x.pdf", contentType: "application/pdf" }] }),
    ).rejects.toThrow(/exactly one of contentBase64 or storedDocumentId/);
  });
});
