import { SUPPLIER_LANGUAGES, type SupplierLanguage } from "./statuses.ts";
import { DocumentError } from "./document-error.ts";

/**
 * What the supplier form edits (back-office §2: name, email, phone, address, website), and the language of its
 * purchase orders (ruling 18).
 */
export type SupplierFields = {
  name?: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  website?: string | null;
  notes?: string | null;
  /** 'en' or 'fr'; anything else is refused (SUPPLIER_LANGUAGE_INVALID), left out keeps the stored one. */
  language?: string | null;
};

/** The language given, checked; undefined when none was given. */
export function supplierLanguageOf(value: string | null | undefined): SupplierLanguage | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (!(SUPPLIER_LANGUAGES as readonly string[]).includes(value)) throw new DocumentError("SUPPLIER_LANGUAGE_INVALID");
  return value as SupplierLanguage;
}
