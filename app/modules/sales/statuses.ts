// The sales vocabulary: order, card payment and lead statuses, lead sources, a frozen option choice. Plain values,
// shared by the database schema (app/db/schema/sales.ts), the server and the browser, which must not load drizzle.

export const ORDER_STATUSES = ["pending", "processing", "paid", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CARD_PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export const LEAD_STATUSES = ["new", "qualified", "contacted", "converted", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ["home", "product", "devis"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A configurator choice frozen on the order or lead, so later catalogue edits do not rewrite history. */
export type ChosenOption = {
  code: string;
  label: string;
  valueCode: string;
  valueLabel: string;
  priceDelta: number;
};
