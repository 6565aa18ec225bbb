// Why an order was refused: an AppError of the `order` area (codes, statuses and messages in
// modules/errors/app-error-codes.ts).
import { APP_ERRORS, AppError, type AppErrorCode } from "../errors/app-error.ts";

export const ORDER_ERROR_CODES = Object.keys(APP_ERRORS.order) as OrderErrorCode[];
export type OrderErrorCode = AppErrorCode<"order">;

export class OrderError extends AppError<"order"> {
  override name = "OrderError";
  /** Labels of the missing options, for OPTIONS_REQUIRED (the message's `{{labels}}`). */
  readonly details: string[];
  constructor(code: OrderErrorCode, details: string[] = []) {
    super("order", code, {
      params: { labels: details.join(", ") },
      message: details.length ? `${code}: ${details.join(", ")}` : code,
    });
    this.details = details;
  }
}
