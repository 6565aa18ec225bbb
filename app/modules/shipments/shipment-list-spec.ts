import { SHIPMENT_STATUSES } from "./statuses.ts";
import type { ListSpec } from "../lists/list-params.ts";

/** What /admin/shipments accepts in its URL (read by parseListParams). */
export const SHIPMENT_LIST_SPEC = {
  sortable: ["created", "reference", "etd", "eta", "status"],
  defaultSort: "created",
  defaultDirection: "desc",
  defaultSize: 25,
  filters: {
    /** Text in the reference, vessel, container or B/L number. */
    q: { kind: "text" },
    status: { kind: "choice", values: SHIPMENT_STATUSES },
  },
} as const satisfies ListSpec<"created" | "reference" | "etd" | "eta" | "status">;
