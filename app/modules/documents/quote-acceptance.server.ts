// The evidence of a quote's signed acceptance (issue 31 item 3) as the accepted quote's PDF and the back office
// show it: the time in Tahiti time.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { quoteAcceptances } from "../../db/schema/index.ts";
import { formatTahitiDateTimeSeconds } from "../format/tahiti-date.ts";
import type { PrintableAcceptance } from "./pdf/printable-document.ts";

export async function loadQuoteAcceptance(db: DbExecutor, quoteId: string): Promise<PrintableAcceptance | null> {
  const [row] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId)).limit(1);
  if (!row) return null;
  return {
    signerName: row.signerName,
    signaturePng: row.signaturePng,
    acceptedAt: formatTahitiDateTimeSeconds(row.acceptedAt),
    ip: row.ip,
    userAgent: row.userAgent,
    termsVersion: row.termsVersion,
    pdfSha256: row.pdfSha256,
  };
}

/** Whether the quote carries a signed acceptance (its PDF then has the evidence page, so it is rendered anew). */
export async function hasQuoteAcceptance(db: DbExecutor, quoteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteAcceptances.id })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, quoteId))
    .limit(1);
  return Boolean(row);
}
