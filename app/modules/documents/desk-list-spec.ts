// What the URL of each document list may ask (read by parseListParams): newest first, a page size, a search and a
// status. The engine's list functions filter and page in SQL; deskList turns their count into the table's page data.
import { INVOICE_STATUSES, PURCHASE_ORDER_STATUSES, QUOTE_STATUSES } from "../../db/schema/documents.ts";
import type { ListParams, ListSpec } from "../lists/list-params.ts";

const listSpec = <const Values extends readonly string[]>(statuses: Values) =>
  ({
    sortable: ["createdAt"],
    defaultSort: "createdAt",
    defaultDirection: "desc",
    filters: { q: { kind: "text" }, status: { kind: "choice", values: statuses } },
  }) as const satisfies ListSpec<"createdAt">;

export const QUOTE_LIST_SPEC = listSpec(QUOTE_STATUSES);
export const INVOICE_LIST_SPEC = listSpec(INVOICE_STATUSES);
export const PURCHASE_ORDER_LIST_SPEC = listSpec(PURCHASE_ORDER_STATUSES);

type AnyDeskParams = ListParams<
  "createdAt",
  { q: { kind: "text" }; status: { kind: "choice"; values: readonly string[] } }
>;

/** The engine's paging options for these parameters. */
export function deskListOptions<Status extends string>(params: {
  page: number;
  size: number;
  filters: { q?: string; status?: Status };
}) {
  return {
    page: params.page,
    pageSize: params.size,
    search: params.filters.q ?? null,
    status: params.filters.status ?? null,
  };
}

/** The data table's page data (pagination, sort) from the parameters and the count of matching rows. */
export function deskList(params: Pick<AnyDeskParams, "page" | "size" | "sort" | "direction">, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  return {
    page: Math.min(params.page, pageCount),
    pageCount,
    total,
    size: params.size,
    sort: params.sort,
    direction: params.direction,
  };
}
