// Why a buyer's answer on their page was refused: an AppError of the `portal` area, whose codes, statuses and
// messages (`portal:errors.<code>`) are in modules/errors/app-error-codes.ts.
import { AppError, type AppErrorCode } from "../errors/app-error.ts";

export type PortalErrorCode = AppErrorCode<"portal">;

export class PortalError extends AppError<"portal"> {
  override name = "PortalError";
  constructor(code: PortalErrorCode) {
    super("portal", code);
  }
}
