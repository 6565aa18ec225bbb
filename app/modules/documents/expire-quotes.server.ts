// The scheduler's midnight job (Tahiti time): sent quotes past their validity date become 'expired' (issue 31
// item 2), each with an audit row. The buyer's page then says so and offers to ask for a new quote.
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { auditLog, quotes } from "../../db/schema/index.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";

export async function expireQuotes({ db, now }: { db: Db; now: Date }): Promise<{ expired: number }> {
  const today = tahitiIsoDate(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "expired" })
      .where(and(eq(quotes.status, "sent"), isNotNull(quotes.validUntil), lt(quotes.validUntil, today)))
      .returning({ id: quotes.id, number: quotes.number, validUntil: quotes.validUntil });
    if (expired.length > 0) {
      await tx.insert(auditLog).values(
        expired.map((quote) => ({
          actor: "system",
          action: "quote.expired",
          entity: "quote",
          entityId: quote.id,
          summary: { number: quote.number, validUntil: quote.validUntil },
        })),
      );
    }
    return { expired: expired.length };
  });
}
