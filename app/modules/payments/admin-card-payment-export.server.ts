import type { DbExecutor } from "../../db/db.server.ts";
import { csvResponse, inBatches } from "../exports/csv.server.ts";
import { orderNumber } from "../sales/order-number.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { describeOptions, minorToMajor } from "./admin-card-payment-view.ts";
import { exportAdminCardPaymentsBatch, type AdminCardPaymentFilters } from "./admin-card-payment-list.server.ts";

/** The card payments CSV (French headers), as filtered on screen, newest first, streamed in keyset batches. */
export function exportAdminCardPayments(db: DbExecutor, filters: AdminCardPaymentFilters): Response {
  const fr = getServerT("fr");
  const t = (key: string) => fr(`admin-payments:${key}`);
  return csvResponse({
    filename: "paiements-carte",
    header: [
      "date",
      "id",
      "email",
      "product",
      "options",
      "quantity",
      "amount",
      "currency",
      "status",
      "provider",
      "reference",
    ].map((key) => t(`csv.${key}`)),
    rows: inBatches(exportAdminCardPaymentsBatch(db, filters), (row) => ({ cursorAt: row.cursorAt, id: row.id })),
    toCells: (row) => [
      row.createdAt,
      orderNumber(row.id),
      row.email,
      row.productTitle ?? row.productSlug,
      describeOptions(row.options),
      row.quantity,
      minorToMajor(row.amount, row.currency),
      row.currency,
      t(`statuses.${row.status}`),
      row.provider,
      row.paymentIntentId,
    ],
  });
}
