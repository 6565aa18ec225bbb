// The overpayments vocabulary: sources and statuses. Plain values shared by the database schema
// (app/db/schema/overpayments.ts), the server and the browser.

/** provider: a payment event of the provider; manual: typed by the owner (a transfer above the amount due). */
export const OVERPAYMENT_SOURCES = ["provider", "manual"] as const;
export type OverpaymentSource = (typeof OVERPAYMENT_SOURCES)[number];

/**
 * open: waiting for the owner's decision; refund_requested: a refund asked of the provider, until its event says it
 * succeeded (refunded) or failed (open again); refunded: paid back (by the provider's refund or by hand); kept.
 */
export const OVERPAYMENT_STATUSES = ["open", "refund_requested", "refunded", "kept"] as const;
export type OverpaymentStatus = (typeof OVERPAYMENT_STATUSES)[number];
