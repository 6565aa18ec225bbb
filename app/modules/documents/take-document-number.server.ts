import { sql } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import type { DocumentType } from "../../db/schema/documents.ts";
import { DocumentError } from "./document-error.ts";
import { formatDocumentNumber, tahitiYear } from "./document-number.ts";

export type TakeDocumentNumberOptions = {
  tx: DbTransaction;
  type: DocumentType;
  /** The clock; the year is taken in Tahiti time. */
  now?: Date;
};

/**
 * The next number of `type` for the current Tahiti year. One atomic upsert creates or increments the counter row
 * and keeps it locked until `tx` ends, so concurrent creations wait in turn, and a rolled-back creation gives its
 * number back: no gap, no duplicate. Call it in the transaction that inserts the document.
 */
export async function takeDocumentNumber({ tx, type, now = new Date() }: TakeDocumentNumberOptions): Promise<string> {
  const year = tahitiYear(now);
  let sequence: number | undefined;
  try {
    const result = await tx.execute<{ seq: number }>(sql`
      insert into document_counters (year, doc_type, seq) values (${year}, ${type}, 1)
      on conflict (year, doc_type) do update set seq = document_counters.seq + 1
      returning seq`);
    sequence = result.rows[0]?.seq;
  } catch (error) {
    throw new DocumentError("NUMBERING_FAILED", `no ${type} number for ${year}`, { cause: error });
  }
  if (typeof sequence !== "number") throw new DocumentError("NUMBERING_FAILED", `no ${type} number for ${year}`);
  return formatDocumentNumber(type, year, sequence);
}
