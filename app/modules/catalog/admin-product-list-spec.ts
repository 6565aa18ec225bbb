import type { ProductStatus } from "./statuses.ts";
import type { ListParams, ListSpec } from "../lists/list-params.ts";

/** The product statuses, for the browser (the schema module stays on the server). */
export const PRODUCT_STATUS_CHOICES = ["draft", "published", "archived"] as const satisfies readonly ProductStatus[];

/** The `category` filter's value for the products without a category (also the drop zone's id). */
export const UNCATEGORISED = "uncategorised";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the products list's URL may ask (back-office §2): a text search, a status and a category, a page of 25, 50
 * or 100. The page is sorted by category (name, uncategorised last), then by title, so it shows its categories'
 * groups in the catalogue's order.
 */
export const ADMIN_PRODUCT_LIST_SPEC = {
  sortable: ["title"],
  defaultSort: "title",
  defaultDirection: "asc",
  filters: {
    /** Text in the title or the slug. */
    q: { kind: "text" },
    status: { kind: "choice", values: PRODUCT_STATUS_CHOICES },
    /** A category's id, or `UNCATEGORISED`; checked by `readCategoryFilter`. */
    category: { kind: "text", maxLength: 36 },
  },
} as const satisfies ListSpec<"title">;

type Spec = typeof ADMIN_PRODUCT_LIST_SPEC;
export type AdminProductListParams = ListParams<Spec["sortable"][number], Spec["filters"]>;

/** The params with a `category` that is neither a category id nor `UNCATEGORISED` dropped, like any bad filter. */
export function readCategoryFilter(params: AdminProductListParams): AdminProductListParams {
  const { category, ...others } = params.filters;
  if (category === undefined || category === UNCATEGORISED || UUID.test(category)) return params;
  return { ...params, filters: others };
}
