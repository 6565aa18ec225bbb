/** Expected failures of the payment actions; routes turn each code into a status and a message. */
export const PAYMENT_ERROR_CODES = [
  /** The order or product does not exist (or is not for sale). */
  "NOT_FOUND",
  /** The product has no price: it can be quoted, not paid by card (DESIGN.md ruling 3). */
  "ON_QUOTE",
  /** The order is already paid: nothing to charge again. */
  "ALREADY_PAID",
  /** The order was cancelled by the administrator. */
  "NOT_PAYABLE",
  /** The provider refused or could not be reached. */
  "PROVIDER_FAILED",
  /** The provider answered without a hosted page URL. */
  "NO_URL",
  /** A required option of the product has no choice (same rule and message as the order form). */
  "OPTIONS_REQUIRED",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export class PaymentError extends Error {
  override name = "PaymentError";
  readonly code: PaymentErrorCode;
  /** Labels of the missing options, for OPTIONS_REQUIRED. */
  readonly details: string[];
  constructor(code: PaymentErrorCode, message: string = code, options?: { cause?: unknown; details?: string[] }) {
    super(message, options);
    this.code = code;
    this.details = options?.details ?? [];
  }
}
