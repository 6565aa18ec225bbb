// The orders as filtered on screen, as a CSV file streamed in keyset batches (issue 16 item 4).
import type { Route } from "./+types/export";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { csvResponse, inBatches } from "../../../modules/exports/csv.server.ts";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { ORDER_LIST_SPEC } from "../../../modules/sales/admin-order-list-spec.ts";
import { orderExportBatch } from "../../../modules/sales/admin-order-list.server.ts";
import { ORDER_CSV_FILENAME, ORDER_CSV_HEADER, orderCsvCells } from "../../../modules/sales/admin-order-csv.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getServices(context);
  const { filters } = readListParams(request, ORDER_LIST_SPEC);
  return csvResponse({
    filename: ORDER_CSV_FILENAME,
    header: ORDER_CSV_HEADER,
    rows: inBatches(orderExportBatch(db, filters), (row) => row.id),
    toCells: orderCsvCells,
  });
}
