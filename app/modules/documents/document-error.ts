// Expected failures of the document actions: an AppError of the `document` area. Each code has its French message
// in app/locales/fr/documents.json (`errors.<CODE>`, back-office §8) and its status in
// modules/errors/app-error-codes.ts; routes answer with appErrorData.
import { APP_ERRORS, AppError, type AppErrorCode } from "../errors/app-error.ts";

export const DOCUMENT_ERROR_CODES = Object.keys(APP_ERRORS.document) as DocumentErrorCode[];
export type DocumentErrorCode = AppErrorCode<"document">;

export class DocumentError extends AppError<"document"> {
  override name = "DocumentError";
  constructor(
    code: DocumentErrorCode,
    message: string = code,
    options?: { cause?: unknown; params?: Record<string, string | number> },
  ) {
    super("document", code, { message, cause: options?.cause, params: options?.params });
  }
}

export function isDocumentError(error: unknown, code?: DocumentErrorCode): error is DocumentError {
  return error instanceof DocumentError && (code === undefined || error.code === code);
}
