// The customer pages' vocabulary: link kinds and an order's milestones. Plain values shared by the database schema
// (app/db/schema/portal.ts), the server and the browser.

export const CUSTOMER_LINK_KINDS = ["quote", "order"] as const;
export type CustomerLinkKind = (typeof CUSTOMER_LINK_KINDS)[number];

/** In the order a shipment goes through them. */
export const ORDER_MILESTONES = [
  "deposit_received",
  "production",
  "quality_check",
  "balance_received",
  "loaded",
  "at_sea",
  "arrived",
  "customs_cleared",
  "delivered",
] as const;
export type OrderMilestone = (typeof ORDER_MILESTONES)[number];
