import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, type MailStatus } from "../../../app/db/schema/system.ts";
import { listOutbox, OUTBOX_PAGE_SIZE } from "../../../app/modules/mail/list-outbox.server.ts";
import { createMailTestDb, type MailTestDb } from "./mail-test-db.ts";

let testDb: MailTestDb;
const start = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  testDb = await createMailTestDb();
  // 30 messages, one a minute; every third failed, every third sent, the rest queued.
  const statuses: MailStatus[] = ["queued", "sent", "failed"];
  await testDb.db.insert(mailOutbox).values(
    Array.from({ length: 30 }, (_, index) => ({
      to: `client${index}@example.pf`,
      subject: `Mail ${index}`,
      html: "<p>x</p>",
      text: "x",
      status: statuses[index % 3]!,
      attempts: index % 3 === 2 ? 10 : 1,
      lastError: index % 3 === 2 ? "550 mailbox unavailable" : null,
      attachments:
        index === 29 ? [{ filename: "a.pdf", contentType: "application/pdf", contentBase64: "JVBERg==" }] : [],
      createdAt: new Date(start + index * 60_000),
    })),
  );
});
afterAll(() => testDb?.close());

describe("listOutbox", () => {
  it("pages through every message, newest first", async () => {
    const first = await listOutbox(testDb.db, { page: 1 });
    expect(first).toMatchObject({ page: 1, pageSize: OUTBOX_PAGE_SIZE, total: 30, pageCount: 2 });
    expect(first.items.map((item) => item.subject)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Mail ${29 - index}`),
    );
    expect(first.items[0]).toMatchObject({
      to: "client29@example.pf",
      status: "failed",
      attempts: 10,
      attachmentCount: 1,
    });
    expect(first.items[0]?.lastError).toBe("550 mailbox unavailable");
    expect(first.items[1]?.attachmentCount).toBe(0);

    const second = await listOutbox(testDb.db, { page: 2 });
    expect(second.items.map((item) => item.subject)).toEqual(["Mail 4", "Mail 3", "Mail 2", "Mail 1", "Mail 0"]);
  });

  it("filters by status in SQL, totals included", async () => {
    const failed = await listOutbox(testDb.db, { page: 1, status: "failed" });
    expect(failed.total).toBe(10);
    expect(failed.pageCount).toBe(1);
    expect(failed.items.map((item) => item.subject)).toEqual(
      [29, 26, 23, 20, 17, 14, 11, 8, 5, 2].map((n) => `Mail ${n}`),
    );
    expect(failed.items.every((item) => item.status === "failed")).toBe(true);
  });

  it("treats a bad page number as page 1 and a page past the end as empty", async () => {
    expect((await listOutbox(testDb.db, { page: 0 })).page).toBe(1);
    expect((await listOutbox(testDb.db, { page: Number.NaN })).items).toHaveLength(25);
    const beyond = await listOutbox(testDb.db, { page: 9 });
    expect(beyond).toMatchObject({ page: 9, total: 30, pageCount: 2, items: [] });
  });
});
