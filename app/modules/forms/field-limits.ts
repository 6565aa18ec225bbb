// The length limits (characters) of every public form field, for the schemas, the inputs' maxLength and the
// database's expectations alike, and the one message of a field past its limit: a key of the `forms` catalog,
// filled with the limit as `{{max}}` (every form's page sends that catalog; the back office has them all).
export const FIELD_LIMITS = {
  /** Name or company of a quote request (home, custom quote), a customer's name. */
  name: 120,
  /** The product form's full name. */
  full_name: 120,
  email: 254,
  phone: 40,
  company: 120,
  location: 120,
  /** A customer's numéro TAHITI (checked by sales/tahiti-number.ts). */
  tax_id: 20,
  /** A customer's billing (postal) or delivery address. */
  address: 500,
  /** The quote forms' message. */
  message: 5000,
  /** The product form's notes. */
  notes: 2000,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** 'Ce champ est trop long ({{max}} caractères maximum).' */
export const FIELD_TOO_LONG = "forms:errors.tooLong";

/** The limit of a form field named like a key of FIELD_LIMITS, or undefined for a field without one. */
export function fieldLimit(name: string): number | undefined {
  return Object.hasOwn(FIELD_LIMITS, name) ? FIELD_LIMITS[name as LimitedField] : undefined;
}
