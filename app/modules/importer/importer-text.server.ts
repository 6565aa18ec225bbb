// The importer's French texts (the back office and the drafts' content are in French): app/locales/fr/importer.json.
import { appErrorMessage } from "../errors/app-error-response.server.ts";
import type { TFunction } from "../i18n/i18n.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { ImportError } from "./import-error.ts";

export const getImporterT = (): TFunction<"importer"> => getServerT("fr", "importer");

/** 'Veuillez saisir une URL Alibaba valide', or 'Impossible d'importer le produit: <reason>' … */
export function getImportErrorText(error: ImportError): string {
  return appErrorMessage(error, "fr");
}
