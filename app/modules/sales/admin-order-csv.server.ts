// The cells of one order in the CSV export: the same facts as a row of the list, amounts in their currency's major
// unit (12 345 XPF, 1 234,56 USD) so Excel sums them, and the status in French.
import type { CsvCell } from "../exports/csv.server.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { getFrenchCatalog } from "../i18n/french-catalog.server.ts";
import type { AdminOrderRow } from "./admin-order-list.server.ts";
import { optionsText } from "./admin-order-options.ts";
import { orderNumber } from "./order-number.ts";
import { CURRENCY_DECIMALS } from "../money/currency.ts";

const frOrders = getFrenchCatalog("admin-orders");
const text = frOrders.csv;

export const ORDER_CSV_FILENAME = text.filename;

export const ORDER_CSV_HEADER = [
  text.id,
  text.date,
  text.customer,
  text.email,
  text.product,
  text.options,
  text.qty,
  text.amount,
  text.currency,
  text.deposit,
  text.status,
] as const;

export function orderCsvCells(row: AdminOrderRow): CsvCell[] {
  const major = (minor: number) => minor / 10 ** CURRENCY_DECIMALS[row.currency];
  return [
    orderNumber(row.id),
    row.createdAt,
    row.customerName ?? "",
    row.customerEmail,
    row.productTitle ?? row.productSlug,
    optionsText(row.options),
    row.qty,
    major(row.amount),
    row.currency,
    major(splitDeposit(row.amount, row.depositRatio).deposit),
    frOrders.statuses[row.status],
  ];
}
