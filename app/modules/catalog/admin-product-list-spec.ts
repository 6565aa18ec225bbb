import { PRODUCT_STATUSES } from "../../db/schema/catalog.ts";
import type { ListSpec } from "../lists/list-params.ts";

/** What the products list's URL may ask (back-office §2): a text search and a status. Grouped, so not paged. */
export const ADMIN_PRODUCT_LIST_SPEC = {
  sortable: ["title"],
  defaultSort: "title",
  defaultDirection: "asc",
  filters: {
    /** Text in the title or the slug. */
    q: { kind: "text" },
    status: { kind: "choice", values: PRODUCT_STATUSES },
  },
} as const satisfies ListSpec<"title">;
