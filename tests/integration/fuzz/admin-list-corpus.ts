// The back office's lists, CSV exports, searches and dashboard read with malformed parameters (issue 28 item 3):
// days that are not in the calendar in `from`/`to`, pages, sizes and sorts out of range, filters outside their
// lists, unicode junk. None may be a 5xx or a cut answer; a date that names no day is refused with a message.
import { BAD_DAYS } from "./admin-value-corpus.ts";
import { type FuzzRequest, ODD_VALUES, type Random } from "./fuzz-corpus.ts";

export const LIST_PATHS = [
  "/admin",
  "/admin/dashboard",
  "/admin/orders",
  "/admin/orders/export.csv",
  "/admin/leads",
  "/admin/leads/export.csv",
  "/admin/customers",
  "/admin/customers/export.csv",
  "/admin/customers/search",
  "/admin/airwallex-orders",
  "/admin/airwallex-orders/export.csv",
  "/admin/audit",
  "/admin/products",
  "/admin/products/search",
  "/admin/quotes",
  "/admin/invoices",
  "/admin/credit-notes",
  "/admin/purchase-orders",
  "/admin/suppliers",
  "/admin/suppliers/search",
  "/admin/shipments",
  "/admin/jobs",
];

const PARAMS = ["from", "to", "page", "size", "sort", "dir", "q", "status", "period", "category", "lead", "type"];
const NUMBERS = ["0", "-1", "1e309", "99999999999999999999", "1.5", "NaN", "", "２", "9".repeat(400)];

function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.toWellFormed())}%ED%A0%80`;
  }
}

export function nextAdminListRequest(random: Random): FuzzRequest {
  const path = random.pick(LIST_PATHS);
  const pairs: Array<[string, string]> = [];
  // Most requests carry a broken day, the rest other junk.
  if (random.chance(0.6)) pairs.push([random.pick(["from", "to"]), random.pick(BAD_DAYS)]);
  for (let count = random.int(4); count > 0; count -= 1)
    pairs.push([
      random.pick(PARAMS),
      random.pick([...NUMBERS, ...BAD_DAYS, ...ODD_VALUES.filter((value) => typeof value === "string")]),
    ]);
  const query = pairs.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join("&");
  return { method: "GET", path: `${path}?${query}`, headers: {}, kind: `${path}: list parameters` };
}
