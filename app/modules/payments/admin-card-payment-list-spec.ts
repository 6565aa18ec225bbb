import type { CardPaymentStatus } from "../sales/statuses.ts";
import type { ListSpec } from "../lists/list-params.ts";

export const CARD_PAYMENT_STATUS_ORDER = [
  "pending",
  "paid",
  "failed",
  "cancelled",
] as const satisfies readonly CardPaymentStatus[];

/** What the card-payments page's URL may ask (read by parseListParams). */
export const ADMIN_CARD_PAYMENT_LIST_SPEC = {
  sortable: ["createdAt", "email", "amount", "status"],
  defaultSort: "createdAt",
  defaultDirection: "desc",
  defaultSize: 25,
  filters: {
    /** Text in the buyer's email, ignoring case. */
    q: { kind: "text", maxLength: 254 },
    status: { kind: "choice", values: CARD_PAYMENT_STATUS_ORDER },
  },
} as const satisfies ListSpec<"createdAt" | "email" | "amount" | "status">;
