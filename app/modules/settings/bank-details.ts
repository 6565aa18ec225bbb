// The bank details every invoice prints under 'Règlement' and its email repeats (issue 27 item 2): account holder,
// bank, account number or IBAN, SWIFT/BIC and free payment instructions. Pure: the settings form, the PDF and the
// email share the checks and the shape.

export type BankDetails = {
  holder: string;
  bank: string;
  /** An account number as the bank writes it, or an IBAN. */
  account: string;
  swift: string;
  instructions: string;
};

export const EMPTY_BANK_DETAILS: BankDetails = { holder: "", bank: "", account: "", swift: "", instructions: "" };

/** Letters, digits, spaces and dashes: a Hong Kong account ('012-345678-001') or an IBAN ('FR76 3000 …'). */
const ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9 -]{4,49}$/;
const IBAN_START = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
/** Bank code, country, location, optional branch (ISO 9362). */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** True when the value reads as an IBAN (two letters, two digits) and its check digits are right (ISO 13616 mod 97). */
function isValidIban(compact: string): boolean {
  const moved = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An empty value, an account number, or an IBAN whose check digits are right. */
export function isBankAccountOrEmpty(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  if (!ACCOUNT.test(trimmed)) return false;
  const compact = trimmed.replace(/[\s-]/g, "").toUpperCase();
  return IBAN_START.test(compact) ? isValidIban(compact) : true;
}

export function isSwiftOrEmpty(value: string): boolean {
  const trimmed = value.trim().toUpperCase();
  return trimmed === "" || SWIFT.test(trimmed);
}

/** True when anything can be printed (a holder alone is not a way to pay). */
export function hasBankDetails(details: BankDetails): boolean {
  return details.account !== "" || details.instructions !== "";
}
