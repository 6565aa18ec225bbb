/**
 * Why an import failed. Each code has a French message in app/locales/fr/importer.json (`errors.<CODE>`); the codes
 * without a message of their own read 'Impossible d'importer le produit: {message}' with `reasons.<CODE>` as message.
 */
export const IMPORT_ERROR_CODES = [
  /** The URL field is empty: 'Veuillez saisir une URL Alibaba'. */
  "URL_REQUIRED",
  /** Not an https Alibaba product page (other host, other scheme, no product id): 'Veuillez saisir une URL Alibaba valide'. */
  "URL_INVALID",
  /** The page has no product the extractor can read: 'Impossible d'extraire les données du produit'. */
  "EXTRACTION_FAILED",
  /** Alibaba answered with its captcha ("punish") page, or 403/429, instead of the product. */
  "BLOCKED",
  /** Alibaba asked to sign in (redirect to its login page, or a login wall). */
  "LOGIN_REQUIRED",
  /** 404/410, Alibaba's error page or its "Product Not Available" page. */
  "NOT_FOUND",
  /** Another unexpected HTTP status. */
  "HTTP_STATUS",
  /** A host name resolved to (or a URL named) a private, loopback, link-local or otherwise non-public address. */
  "ADDRESS_REFUSED",
  /** A redirect led outside the allowed hosts or to another scheme than https. */
  "REDIRECT_REFUSED",
  "TOO_MANY_REDIRECTS",
  /** The body is larger than the cap (checked while it streams, after decompression). */
  "TOO_LARGE",
  /** The server did not answer (or finish answering) in time. */
  "TIMEOUT",
  /** DNS or connection failure, or a broken response. */
  "NETWORK",
  /** The downloaded file is not a JPEG, PNG, WebP, GIF or AVIF picture (checked by its bytes). */
  "NOT_AN_IMAGE",
  /** The chosen category key does not exist. */
  "CATEGORY_NOT_FOUND",
  /** The slug from the title and its variants -2 to -9 are all taken. */
  "SLUG_TAKEN",
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** Codes shown with a message of their own; the others go into 'Impossible d'importer le produit: {message}'. */
export const CODES_WITH_OWN_MESSAGE: readonly ImportErrorCode[] = [
  "URL_REQUIRED",
  "URL_INVALID",
  "EXTRACTION_FAILED",
  "BLOCKED",
  "LOGIN_REQUIRED",
];

export class ImportError extends Error {
  override name = "ImportError";
  readonly code: ImportErrorCode;
  /** Values for the message (`{{slug}}`, `{{status}}`, `{{limit}}` …). */
  readonly params: Record<string, string | number>;
  constructor(code: ImportErrorCode, params: Record<string, string | number> = {}, options?: { cause?: unknown }) {
    super(Object.keys(params).length ? `${code} ${JSON.stringify(params)}` : code, options);
    this.code = code;
    this.params = params;
  }
}
