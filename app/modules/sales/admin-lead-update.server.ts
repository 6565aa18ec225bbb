// The leads page's writes: a lead's status (any value, back-office §4) and its internal notes, each audited in the
// transaction of the change.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/db.server.ts";
import { leads } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { LEAD_STATUS_ORDER } from "./admin-lead-stats.ts";

export const LEAD_NOTES_MAX = 5000;

export const LeadStatusFormSchema = z.object({
  leadId: z.uuid(),
  status: z.enum(LEAD_STATUS_ORDER),
});

export const LeadNotesFormSchema = z.object({
  leadId: z.uuid(),
  notes: z.string().max(LEAD_NOTES_MAX).default(""),
});

export type UpdateLeadResult = { isUpdated: true } | { isUpdated: false; reason: "not_found" };

export type UpdateLeadStatusOptions = z.infer<typeof LeadStatusFormSchema> & { actor: string };

/** Sets the lead's status; the audit row keeps the old and new values. */
export function updateLeadStatus(
  db: Db,
  { leadId, status, actor }: UpdateLeadStatusOptions,
): Promise<UpdateLeadResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!before) return { isUpdated: false, reason: "not_found" } as const;
    await tx.update(leads).set({ status }).where(eq(leads.id, leadId));
    await recordAudit(tx, {
      actor,
      action: "lead.status",
      entity: "lead",
      entityId: leadId,
      summary: { from: before.status, to: status },
    });
    return { isUpdated: true } as const;
  });
}

export type UpdateLeadNotesOptions = z.infer<typeof LeadNotesFormSchema> & { actor: string };

/** Replaces the lead's internal notes (empty clears them); the audit row keeps only their lengths. */
export function updateLeadNotes(db: Db, { leadId, notes, actor }: UpdateLeadNotesOptions): Promise<UpdateLeadResult> {
  const text = notes.trim() || null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ notes: leads.notes }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!before) return { isUpdated: false, reason: "not_found" } as const;
    await tx.update(leads).set({ notes: text }).where(eq(leads.id, leadId));
    await recordAudit(tx, {
      actor,
      action: "lead.notes",
      entity: "lead",
      entityId: leadId,
      summary: { fromLength: before.notes?.length ?? 0, toLength: text?.length ?? 0 },
    });
    return { isUpdated: true } as const;
  });
}
