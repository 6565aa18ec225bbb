// Expected failures of the customs documents: an AppError of the `customs` area, each code with its message in
// app/locales/*/customs-documents.json (`errors.<CODE>`) and its status in modules/errors/app-error-codes.ts.
import { AppError, type AppErrorCode } from "../errors/app-error.ts";

export type CustomsErrorCode = AppErrorCode<"customs">;

export class CustomsError extends AppError<"customs"> {
  override name = "CustomsError";
  constructor(code: CustomsErrorCode, options?: { cause?: unknown; params?: Record<string, string | number> }) {
    super("customs", code, { cause: options?.cause, params: options?.params });
  }
}

export function isCustomsError(error: unknown, code?: CustomsErrorCode): error is CustomsError {
  return error instanceof CustomsError && (code === undefined || error.code === code);
}
