// The outbox as the back office will show it: newest first, one page at a time, optionally one status.
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { mailOutbox, type MailStatus } from "../../db/schema/system.ts";

export const OUTBOX_PAGE_SIZE = 25;

export type OutboxListItem = {
  id: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
  attachmentCount: number;
};

export type OutboxPage = {
  items: OutboxListItem[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};

/** Page numbers start at 1; a page past the end comes back empty with the real totals. */
export async function listOutbox(
  db: DbExecutor,
  { page = 1, status, pageSize = OUTBOX_PAGE_SIZE }: { page?: number; status?: MailStatus; pageSize?: number },
): Promise<OutboxPage> {
  const safePage = Number.isInteger(page) && page >= 1 ? page : 1;
  const size = Math.min(Math.max(Math.trunc(pageSize) || OUTBOX_PAGE_SIZE, 1), 100);
  const where = status ? eq(mailOutbox.status, status) : undefined;
  // One after the other: `db` may be a transaction, a single connection.
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
      // The count only: inline attachments can be large.
      attachmentCount: sql<number>`jsonb_array_length(${mailOutbox.attachments})`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(size)
    .offset((safePage - 1) * size);
  const [totals] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const total = totals?.total ?? 0;
  return {
    items: rows,
    page: safePage,
    pageSize: size,
    total,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}
