// Expected failures of the payment actions: an AppError of the `payment` area (codes, statuses and messages in
// modules/errors/app-error-codes.ts).
import { APP_ERRORS, AppError, type AppErrorCode } from "../errors/app-error.ts";
import { PaymentProviderError } from "./provider.ts";

export const PAYMENT_ERROR_CODES = Object.keys(APP_ERRORS.payment) as PaymentErrorCode[];
export type PaymentErrorCode = AppErrorCode<"payment">;

export class PaymentError extends AppError<"payment"> {
  override name = "PaymentError";
  /** Labels of the missing options, for OPTIONS_REQUIRED. */
  readonly details: string[];
  constructor(
    code: PaymentErrorCode,
    message: string = code,
    options?: { cause?: unknown; details?: string[]; params?: Record<string, string | number> },
  ) {
    const details = options?.details ?? [];
    const params = { labels: details.join(", "), ...options?.params };
    super("payment", code, { params, message, cause: options?.cause });
    this.details = details;
  }
}

/** A provider call that failed (refused, unreachable, timed out) as PROVIDER_FAILED; any other error as it is. */
export function asProviderFailure(error: unknown): unknown {
  if (error instanceof PaymentProviderError || error instanceof TypeError || (error as Error).name === "TimeoutError") {
    return new PaymentError("PROVIDER_FAILED", (error as Error).message, { cause: error });
  }
  return error;
}
