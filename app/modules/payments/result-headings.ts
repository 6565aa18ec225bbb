// The heading of each payment result page for the state it shows (storefront §2 "Payment results"): one choice, used
// by the page for its <h1> and by its loader for its <title>, so the two always say the same (issue 27 item 9).
// Keys of the `payment` catalog.
import { orderedConfigurationSearch } from "../catalog/product-options.ts";
import type { ChosenOption } from "../sales/statuses.ts";

/** /payment/success: what the server knows of the card payment. */
export function cardResultHeading(status: string): string {
  switch (status) {
    case "paid":
      return "result.confirmed";
    case "failed":
      return "result.failedTitle";
    case "cancelled":
      return "result.cancelledTitle";
    default:
      return "result.pendingTitle";
  }
}

/** /payment/cancel: declined by the provider (or `?failed=1`), else cancelled by the buyer. */
export function cancelResultHeading(isDeclined: boolean): string {
  return isDeclined ? "result.failedTitle" : "result.cancelledTitle";
}

/** /thank-you: the custom quote's thanks, or the deposit order's state. */
export function thankYouHeading(input: {
  isCancelled: boolean;
  hasOrderId: boolean;
  orderStatus: string | null;
}): string {
  if (input.isCancelled) return "result.cancelledTitle";
  if (input.hasOrderId && input.orderStatus === null) return "result.notFound";
  if (input.orderStatus === "cancelled") return "status.cancelled";
  if (input.orderStatus === "pending") return "result.pendingTitle";
  return input.orderStatus ? "result.confirmed" : "result.thankYouTitle";
}

/**
 * 'Réessayer' after a failed or cancelled card payment: the product sheet with the quantity and options of that
 * attempt (the sheet checks them again), or the shop when the product is unknown.
 */
export function cardRetryPath(order: { productSlug: string | null; quantity: number; options: ChosenOption[] }) {
  return order.productSlug
    ? `/shop/product/${order.productSlug}${orderedConfigurationSearch(order.quantity, order.options)}`
    : "/shop";
}
