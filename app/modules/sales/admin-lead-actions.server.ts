// The leads page's action: reads the intent of a submitted form ('status' or 'notes'), checks it and runs the one
// write it names. The route turns the outcome into a toast.
import type { Db } from "../../db/db.server.ts";
import type { LeadStatus } from "../../db/schema/sales.ts";
import {
  LeadNotesFormSchema,
  LeadStatusFormSchema,
  updateLeadNotes,
  updateLeadStatus,
} from "./admin-lead-update.server.ts";

export type LeadActionOutcome =
  | { intent: "status"; isDone: true; status: LeadStatus }
  | { intent: "notes"; isDone: true }
  | { intent: "status" | "notes"; isDone: false; reason: "invalid" | "not_found" }
  | { intent: "unknown" };

export async function runLeadAction(db: Db, formData: FormData, actor: string): Promise<LeadActionOutcome> {
  const fields = Object.fromEntries([...formData].filter(([, value]) => typeof value === "string"));
  switch (fields.intent) {
    case "status": {
      const parsed = LeadStatusFormSchema.safeParse(fields);
      if (!parsed.success) return { intent: "status", isDone: false, reason: "invalid" };
      const result = await updateLeadStatus(db, { ...parsed.data, actor });
      return result.isUpdated
        ? { intent: "status", isDone: true, status: parsed.data.status }
        : { intent: "status", isDone: false, reason: result.reason };
    }
    case "notes": {
      const parsed = LeadNotesFormSchema.safeParse(fields);
      if (!parsed.success) return { intent: "notes", isDone: false, reason: "invalid" };
      const result = await updateLeadNotes(db, { ...parsed.data, actor });
      return result.isUpdated
        ? { intent: "notes", isDone: true }
        : { intent: "notes", isDone: false, reason: result.reason };
    }
    default:
      return { intent: "unknown" };
  }
}

/** Where to go back after a write: the leads page with its filters, never another site or page. */
export function leadsReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/admin\/leads(\?|$)/.test(value) ? value : "/admin/leads";
}
