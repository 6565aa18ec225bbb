// What the URL of each document list (quotes, invoices, credit notes, purchase orders) may ask (read by parseListParams): a sort by date (newest first by default),
// number, customer or supplier, total or status, a page size, a search and a status.
import { CREDIT_NOTE_STATUSES, INVOICE_STATUSES, PURCHASE_ORDER_STATUSES, QUOTE_STATUSES } from "./statuses.ts";
import type { ListParams, ListSpec } from "../lists/list-params.ts";

export const DESK_LIST_SORTS = ["createdAt", "number", "party", "total", "status"] as const;
export type DeskListSort = (typeof DESK_LIST_SORTS)[number];

type DeskListFilters = {
  /** Text in the number, the customer's (supplier's) name or email, or a credit note's invoice number. */
  q: { kind: "text" };
  status: { kind: "choice"; values: readonly string[] };
};

const listSpec = (statuses: readonly string[]): ListSpec<DeskListSort, DeskListFilters> => ({
  sortable: DESK_LIST_SORTS,
  defaultSort: "createdAt",
  defaultDirection: "desc",
  filters: { q: { kind: "text" }, status: { kind: "choice", values: statuses } },
});

export type DeskListType = "quote" | "invoice" | "credit_note" | "purchase_order";

/** The lists of the desk, by document type. */
export const DESK_LIST_SPECS: Record<DeskListType, ListSpec<DeskListSort, DeskListFilters>> = {
  quote: listSpec(QUOTE_STATUSES),
  invoice: listSpec(INVOICE_STATUSES),
  credit_note: listSpec(CREDIT_NOTE_STATUSES),
  purchase_order: listSpec(PURCHASE_ORDER_STATUSES),
};

export type DeskListParams = ListParams<DeskListSort, DeskListFilters>;

export function isDeskListType(type: string | null): type is DeskListType {
  return type !== null && type in DESK_LIST_SPECS;
}
