/** Why an order was refused; the route turns the code into a translated message and a 4xx status. */
export const ORDER_ERROR_CODES = [
  /** No published, active product has this slug. */
  "PRODUCT_NOT_FOUND",
  /** The product has no price ('Sur devis'): it can be quoted, not ordered (DESIGN.md ruling 3). */
  "PRODUCT_ON_QUOTE",
  /** A required configuration option has no choice. */
  "OPTIONS_REQUIRED",
  /** More than MAX_ORDER_QUANTITY units: a project that size goes through a quote. */
  "QUANTITY_TOO_LARGE",
  /** The terms-of-sale box was not ticked. */
  "TERMS_NOT_ACCEPTED",
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

export class OrderError extends Error {
  override name = "OrderError";
  readonly code: OrderErrorCode;
  /** Labels of the missing options, for OPTIONS_REQUIRED. */
  readonly details: string[];
  constructor(code: OrderErrorCode, details: string[] = []) {
    super(details.length ? `${code}: ${details.join(", ")}` : code);
    this.code = code;
    this.details = details;
  }
}
