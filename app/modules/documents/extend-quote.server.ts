// The owner reopens an expired quote with a new validity date (issue 31 item 2): back to 'sent', so the buyer's
// links accept it again and its reminders follow the new date. Audited.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { quotes } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { DocumentError } from "./document-error.ts";

export type ExtendQuoteOptions = { db: Db; actor: string; quoteId: string; validUntil: string | null; now?: Date };

/** Throws QUOTE_NOT_FOUND, QUOTE_NOT_EXPIRED, or QUOTE_EXTENSION_DATE_INVALID (missing, or not after today). */
export async function extendQuote({ db, actor, quoteId, validUntil, now = new Date() }: ExtendQuoteOptions) {
  if (!validUntil || !/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil <= tahitiIsoDate(now)) {
    throw new DocumentError("QUOTE_EXTENSION_DATE_INVALID");
  }
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ status: quotes.status, number: quotes.number, validUntil: quotes.validUntil })
      .from(quotes)
      .where(eq(quotes.id, quoteId))
      .for("update");
    if (!quote) throw new DocumentError("QUOTE_NOT_FOUND");
    if (quote.status !== "expired") throw new DocumentError("QUOTE_NOT_EXPIRED");
    await tx.update(quotes).set({ status: "sent", validUntil }).where(eq(quotes.id, quoteId));
    await recordAudit(tx, {
      actor,
      action: "quote.extended",
      entity: "quote",
      entityId: quoteId,
      summary: { number: quote.number, from: quote.validUntil, to: validUntil },
    });
    return { number: quote.number, validUntil };
  });
}
