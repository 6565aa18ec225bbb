// The administrator's status change of an order (issue 16, DESIGN.md ruling 7): any of the four statuses, except a
// change that contradicts a payment the provider verified. Pure: the order page and its action share it.
import { ORDER_STATUSES, type OrderStatus } from "./statuses.ts";

export { ORDER_STATUSES, type OrderStatus };

export type StatusChangeRefusal =
  /** Already in that status: nothing to write. */
  | "unchanged"
  /** The provider confirmed the deposit: the order cannot go back to waiting for it. */
  | "verifiedPayment";

/** The statuses the administrator may not choose while a verified payment exists. */
export const CONTRADICTS_VERIFIED_PAYMENT: readonly OrderStatus[] = ["pending"];

/** Null when the change is allowed, else why not. */
export function refuseStatusChange(options: {
  from: OrderStatus;
  to: OrderStatus;
  hasVerifiedPayment: boolean;
}): StatusChangeRefusal | null {
  if (options.from === options.to) return "unchanged";
  if (options.hasVerifiedPayment && CONTRADICTS_VERIFIED_PAYMENT.includes(options.to)) return "verifiedPayment";
  return null;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The badge variant of each status, as in every back-office list. */
export const ORDER_STATUS_BADGE = {
  pending: "warning",
  processing: "default",
  paid: "success",
  cancelled: "destructive",
} as const satisfies Record<OrderStatus, string>;
