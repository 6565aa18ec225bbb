// The length limits (characters) of every public form field, for the schemas, the inputs' maxLength and the
// database's expectations alike. A field too long reads `tooLong` of its form's catalog with `{{max}}` from here.
export const FIELD_LIMITS = {
  /** Name or company of a quote request (home, custom quote). */
  name: 120,
  /** The product form's full name. */
  full_name: 120,
  email: 254,
  phone: 40,
  company: 120,
  location: 120,
  /** The quote forms' message. */
  message: 5000,
  /** The product form's notes. */
  notes: 2000,
} as const;
