// Why an import failed: an AppError of the `import` area. Each code has a French message in
// app/locales/fr/importer.json (`errors.<CODE>`), or reads 'Impossible d'importer le produit: {message}' with
// `reasons.<CODE>` as message (modules/errors/app-error-codes.ts says which, with the status).
import { APP_ERRORS, AppError, type AppErrorCode } from "../errors/app-error.ts";

export const IMPORT_ERROR_CODES = Object.keys(APP_ERRORS.import) as ImportErrorCode[];
export type ImportErrorCode = AppErrorCode<"import">;

export class ImportError extends AppError<"import"> {
  override name = "ImportError";
  constructor(code: ImportErrorCode, params: Record<string, string | number> = {}, options?: { cause?: unknown }) {
    super("import", code, { params, cause: options?.cause });
  }
}
