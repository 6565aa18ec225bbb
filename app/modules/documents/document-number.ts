// Document numbers (DESIGN.md "Documents"): BPE-Q, BPE-F, BPE-PO and BPE-AV, then the year in Tahiti time and a
// yearly sequence of at least five digits. Pure: the counter row is taken in take-document-number.server.ts.
import type { DocumentType } from "./statuses.ts";
import { TAHITI_TIME_ZONE, tahitiIsoDate } from "../format/tahiti-date.ts";

export const DOCUMENT_PREFIXES: Record<DocumentType, string> = {
  quote: "BPE-Q",
  invoice: "BPE-F",
  purchase_order: "BPE-PO",
  credit_note: "BPE-AV",
};

/** The business's calendar: French Polynesia (UTC−10, no daylight saving). */
export { TAHITI_TIME_ZONE as DOCUMENT_TIME_ZONE, tahitiIsoDate };

export function tahitiYear(at: Date): number {
  return Number(tahitiIsoDate(at).slice(0, 4));
}

/** Adds whole days to an ISO date ('2026-01-31' + 30 → '2026-03-02'). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** formatDocumentNumber("invoice", 2026, 7) → 'BPE-F-2026-00007'. */
export function formatDocumentNumber(type: DocumentType, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIXES[type]}-${year}-${String(sequence).padStart(5, "0")}`;
}

/** The parts of a number made by formatDocumentNumber, or null for anything else. */
export function parseDocumentNumber(number: string): { type: DocumentType; year: number; sequence: number } | null {
  const match = /^(BPE-(?:Q|F|PO|AV))-(\d{4})-(\d{5,})$/.exec(number);
  if (!match) return null;
  const type = (Object.keys(DOCUMENT_PREFIXES) as DocumentType[]).find((key) => DOCUMENT_PREFIXES[key] === match[1]);
  return type ? { type, year: Number(match[2]), sequence: Number(match[3]) } : null;
}
