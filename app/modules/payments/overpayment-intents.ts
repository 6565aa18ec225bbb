// The intents of the order page's overpayment forms: the card's forms send them, the page's action reads them.

export const OVERPAYMENT_INTENTS = {
  refund: "overpayment-refund",
  keep: "overpayment-keep",
  record: "overpayment-record",
} as const;

export type OverpaymentActionIntent = (typeof OVERPAYMENT_INTENTS)[keyof typeof OVERPAYMENT_INTENTS];

export function isOverpaymentIntent(value: unknown): value is OverpaymentActionIntent {
  return (Object.values(OVERPAYMENT_INTENTS) as unknown[]).includes(value);
}
