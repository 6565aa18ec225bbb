import type { DbExecutor } from "../../db/db.server.ts";
import { csvResponse, csvText, inBatches } from "../exports/csv.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { exportAdminLeadsBatch, type AdminLeadFilters } from "./admin-lead-list.server.ts";
import { leadProjectTypeLabel } from "./lead-labels.ts";

/** The leads CSV (French headers: the back office is in French), as filtered on screen, newest first, streamed in keyset batches. */
export function exportAdminLeads(db: DbExecutor, filters: AdminLeadFilters): Response {
  const fr = getServerT("fr");
  const t = (key: string, options?: { defaultValue?: string }) => fr(`admin-leads:${key}`, options);
  return csvResponse({
    filename: "prospects",
    header: [
      "date",
      "name",
      "email",
      "phone",
      "company",
      "source",
      "status",
      "product",
      "projectType",
      "location",
      "message",
      "notes",
    ].map((key) => t(`csv.${key}`)),
    rows: inBatches(exportAdminLeadsBatch(db, filters), (row) => ({ cursorAt: row.cursorAt, id: row.id })),
    toCells: (row) => [
      row.createdAt,
      row.name,
      row.email,
      csvText(row.phone),
      row.company,
      t(`sources.${row.source}`),
      t(`statuses.${row.status}`),
      row.productTitle ?? row.productSlug,
      leadProjectTypeLabel(t, row.projectType),
      row.location,
      row.message,
      row.notes,
    ],
  });
}
