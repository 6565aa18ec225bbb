// The numéro TAHITI, French Polynesia's business number (ISPF): six letters or digits for the business, optionally
// followed by the three digits of one of its establishments (written 'A12345', 'A12345-001' or 'A12345 001').
// Invoices print it for the buyer (reference/documents.md, DICP LP. 344-5). Pure: the forms and the server share it.

const TAHITI_NUMBER = /^([A-Z0-9]{6})(?:[-. ]?([0-9]{3}))?$/;

/** The number as printed (upper case, establishment after a dash), or null when it is not one. */
export function normalizeTahitiNumber(input: string): string | null {
  const match = TAHITI_NUMBER.exec(input.trim().toUpperCase());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

/** True for an empty value (the field is optional) or a well-formed number. */
export function isTahitiNumberOrEmpty(input: string): boolean {
  return input.trim() === "" || normalizeTahitiNumber(input) !== null;
}
