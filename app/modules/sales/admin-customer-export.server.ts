import type { DbExecutor } from "../../db/db.server.ts";
import { csvResponse, csvText, inBatches } from "../exports/csv.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { exportAdminCustomersBatch, type AdminCustomerFilters } from "./admin-customer-list.server.ts";

/** The customers CSV (French headers), as filtered on screen, newest first, streamed in keyset batches. */
export function exportAdminCustomers(db: DbExecutor, filters: AdminCustomerFilters): Response {
  const fr = getServerT("fr");
  const t = (key: string) => fr(`admin-customers:${key}`);
  return csvResponse({
    filename: "clients",
    header: ["date", "name", "email", "phone", "company", "location", "leads", "orders"].map((key) => t(`csv.${key}`)),
    rows: inBatches(exportAdminCustomersBatch(db, filters), (row) => ({ cursorAt: row.cursorAt, id: row.id })),
    toCells: (row) => [
      row.createdAt,
      row.name,
      row.email,
      csvText(row.phone),
      row.company,
      row.location,
      row.leadCount,
      row.orderCount,
    ],
  });
}
