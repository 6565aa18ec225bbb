import type { ListSpec } from "../lists/list-params.ts";

/** What the customers page's URL may ask (read by parseListParams). */
export const ADMIN_CUSTOMER_LIST_SPEC = {
  sortable: ["createdAt", "name", "email", "company", "location", "leadCount", "orderCount"],
  defaultSort: "createdAt",
  defaultDirection: "desc",
  defaultSize: 25,
  filters: {
    /** Text in the name, email, company, phone or location. */
    q: { kind: "text" },
    from: { kind: "date" },
    to: { kind: "date" },
  },
} as const satisfies ListSpec<"createdAt" | "name" | "email" | "company" | "location" | "leadCount" | "orderCount">;
