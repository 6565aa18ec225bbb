import { ORDER_STATUSES } from "./statuses.ts";
import type { ListParams, ListSpec } from "../lists/list-params.ts";

export const ORDER_SORTS = ["createdAt", "customer", "product", "qty", "amount", "status"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** What the orders list's URL may ask (read by parseListParams): sortable columns and filters. */
export const ORDER_LIST_SPEC = {
  sortable: ORDER_SORTS,
  defaultSort: "createdAt",
  defaultDirection: "desc",
  defaultSize: 25,
  filters: {
    /** Customer name or email, product slug or title, or the start of the order id. */
    q: { kind: "text" },
    status: { kind: "choice", values: ORDER_STATUSES },
    from: { kind: "date" },
    to: { kind: "date" },
  },
} as const satisfies ListSpec<OrderSort>;

export type OrderListParams = ListParams<OrderSort, (typeof ORDER_LIST_SPEC)["filters"]>;
export type OrderListFilters = OrderListParams["filters"];
