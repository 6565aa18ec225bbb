// Expected failures of the payment actions: an AppError of the `payment` area (codes, statuses and messages in
// modules/errors/app-error-codes.ts).
import { APP_ERRORS, AppError, type AppErrorCode } from "../errors/app-error.ts";

export const PAYMENT_ERROR_CODES = Object.keys(APP_ERRORS.payment) as PaymentErrorCode[];
export type PaymentErrorCode = AppErrorCode<"payment">;

export class PaymentError extends AppError<"payment"> {
  override name = "PaymentError";
  /** Labels of the missing options, for OPTIONS_REQUIRED. */
  readonly details: string[];
  constructor(code: PaymentErrorCode, message: string = code, options?: { cause?: unknown; details?: string[] }) {
    const details = options?.details ?? [];
    super("payment", code, { params: { labels: details.join(", ") }, message, cause: options?.cause });
    this.details = details;
  }
}
