// The leads page's counters (back-office §9): one per status, and the lead conversion rate. Pure: the page's
// components read the status list from here (a type import of the schema costs the browser nothing).
import type { LeadSource, LeadStatus } from "./statuses.ts";

export const LEAD_STATUS_ORDER = [
  "new",
  "qualified",
  "contacted",
  "converted",
  "lost",
] as const satisfies readonly LeadStatus[];
export const LEAD_SOURCE_ORDER = ["home", "product", "devis"] as const satisfies readonly LeadSource[];

export type LeadCounters = Record<LeadStatus, number> & { total: number };

/** converted ÷ total as a rounded percent; 0 when there is no lead. */
export function leadConversionRate({ converted, total }: Pick<LeadCounters, "converted" | "total">): number {
  return total === 0 ? 0 : Math.round((converted / total) * 100);
}
