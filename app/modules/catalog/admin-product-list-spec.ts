import type { ProductStatus } from "../../db/schema/catalog.ts";
import type { ListSpec } from "../lists/list-params.ts";

/** The product statuses, for the browser (the schema module stays on the server). */
export const PRODUCT_STATUS_CHOICES = ["draft", "published", "archived"] as const satisfies readonly ProductStatus[];

/** What the products list's URL may ask (back-office §2): a text search and a status. Grouped, so not paged. */
export const ADMIN_PRODUCT_LIST_SPEC = {
  sortable: ["title"],
  defaultSort: "title",
  defaultDirection: "asc",
  filters: {
    /** Text in the title or the slug. */
    q: { kind: "text" },
    status: { kind: "choice", values: PRODUCT_STATUS_CHOICES },
  },
} as const satisfies ListSpec<"title">;
