import type { ListSpec } from "../lists/list-params.ts";
import { LEAD_SOURCE_ORDER, LEAD_STATUS_ORDER } from "./admin-lead-stats.ts";

/** What the leads page's URL may ask (read by parseListParams). */
export const ADMIN_LEAD_LIST_SPEC = {
  sortable: ["createdAt", "name", "source", "status"],
  defaultSort: "createdAt",
  defaultDirection: "desc",
  defaultSize: 25,
  filters: {
    /** Text in the visitor's name, email, company, phone, the product or the message. */
    q: { kind: "text" },
    status: { kind: "choice", values: LEAD_STATUS_ORDER },
    source: { kind: "choice", values: LEAD_SOURCE_ORDER },
    from: { kind: "date" },
    to: { kind: "date" },
  },
} as const satisfies ListSpec<"createdAt" | "name" | "source" | "status">;
