// Why a buyer's answer on their page was refused; each code has a sentence `portal:errors.<code>` and a status.
export const PORTAL_ERROR_STATUS = {
  TERMS_REQUIRED: 400,
  QUOTE_EXPIRED: 409,
  QUOTE_CLOSED: 409,
  QUOTE_EMPTY: 409,
  NO_CUSTOMER: 409,
  TAX_ID_INVALID: 400,
  ADDRESS_TOO_LONG: 400,
  SIGNER_NAME_REQUIRED: 400,
  SIGNER_NAME_TOO_LONG: 400,
  SIGNATURE_INVALID: 400,
  PDF_HASH_MISSING: 400,
  PDF_CHANGED: 409,
} as const;

export type PortalErrorCode = keyof typeof PORTAL_ERROR_STATUS;

export class PortalError extends Error {
  override name = "PortalError";
  readonly code: PortalErrorCode;
  constructor(code: PortalErrorCode) {
    super(code);
    this.code = code;
  }
  get status(): number {
    return PORTAL_ERROR_STATUS[this.code];
  }
}
