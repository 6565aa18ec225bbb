// The closed list of expected failures (issue 13 item 2): each code of each area has its HTTP status and its
// message, a key of the locale catalogs read in the page's language (`ns:key`; `{{…}}` filled from the error's
// params). `reason` is a second key whose text fills the message's `{{message}}`. A new failure is one line here,
// one message in app/locales/{fr,en,zh}, and a `throw new AppError(area, CODE)` (or the area's subclass). A screen
// that words its area's failures its own way (the payment screens) adds it to app-error-wordings.ts.
type AppErrorEntry = { status: number; message: string; reason?: string };

const order = (status: number, code: string): AppErrorEntry => ({
  status,
  message: `product:form.orderErrors.${code}`,
});
const document = (status: number, code: string): AppErrorEntry => ({ status, message: `documents:errors.${code}` });
const portal = (status: number, code: string): AppErrorEntry => ({ status, message: `portal:errors.${code}` });
const importFailure = (status: number, code: string): AppErrorEntry => ({
  status,
  message: "importer:errors.FAILED",
  reason: `importer:reasons.${code}`,
});

export const APP_ERRORS = {
  /** Orders from the product sheet (modules/sales): the sheet's messages. */
  order: {
    /** No published, active product has this slug. */
    PRODUCT_NOT_FOUND: order(404, "PRODUCT_NOT_FOUND"),
    /** The product has no price ('Sur devis'): it can be quoted, not ordered (DESIGN.md ruling 3). */
    PRODUCT_ON_QUOTE: order(400, "PRODUCT_ON_QUOTE"),
    /** A required configuration option has no choice; `{{labels}}` names them. */
    OPTIONS_REQUIRED: order(400, "OPTIONS_REQUIRED"),
    /** More than MAX_ORDER_QUANTITY units: a project that size goes through a quote. */
    QUANTITY_TOO_LARGE: order(400, "QUANTITY_TOO_LARGE"),
    /** The terms-of-sale box was not ticked. */
    TERMS_NOT_ACCEPTED: order(400, "TERMS_NOT_ACCEPTED"),
  },
  /** Card payments from the product sheet's dialog (modules/payments): the dialog's messages. */
  payment: {
    /** The order or product does not exist (or is not for sale). */
    NOT_FOUND: { status: 404, message: "payment:errors.productNotFound" },
    /** The product has no price: it can be quoted, not paid by card (DESIGN.md ruling 3). */
    ON_QUOTE: { status: 409, message: "payment:errors.onQuote" },
    /** The order is already paid: nothing to charge again. */
    ALREADY_PAID: { status: 409, message: "payment:errors.alreadyPaid" },
    /** The order was cancelled by the administrator. */
    NOT_PAYABLE: { status: 409, message: "payment:errors.notPayable" },
    /** The provider refused or could not be reached. */
    PROVIDER_FAILED: { status: 502, message: "payment:errors.tryAgain" },
    /** The provider answered without a hosted page URL. */
    NO_URL: { status: 502, message: "payment:errors.noUrl" },
    /** A required option of the product has no choice (same rule as the order form); `{{labels}}` names them. */
    OPTIONS_REQUIRED: { status: 400, message: "payment:errors.optionsRequired" },
    /** Too many payment links asked from one address (the route's rate limit). */
    TOO_MANY: { status: 429, message: "payment:errors.tooMany" },
    /** The amount the page showed is no longer the one to charge (a rate changed): nothing charged; `{{amount}}` is the new one. */
    AMOUNT_CHANGED: { status: 409, message: "payment:errors.amountChanged" },
  },
  /** Quotes, invoices, credit notes, purchase orders and suppliers (modules/documents), back-office §8. */
  document: {
    QUOTE_NOT_FOUND: document(404, "QUOTE_NOT_FOUND"),
    INVOICE_NOT_FOUND: document(404, "INVOICE_NOT_FOUND"),
    CREDIT_NOTE_NOT_FOUND: document(404, "CREDIT_NOTE_NOT_FOUND"),
    PURCHASE_ORDER_NOT_FOUND: document(404, "PURCHASE_ORDER_NOT_FOUND"),
    /** A purchase order action was called without an id. */
    PURCHASE_ORDER_ID_MISSING: document(400, "PURCHASE_ORDER_ID_MISSING"),
    SUPPLIER_NOT_FOUND: document(404, "SUPPLIER_NOT_FOUND"),
    SUPPLIER_NAME_REQUIRED: document(400, "SUPPLIER_NAME_REQUIRED"),
    /** A supplier's language is English or French (ruling 18). */
    SUPPLIER_LANGUAGE_INVALID: document(400, "SUPPLIER_LANGUAGE_INVALID"),
    /** The supplier is named on purchase orders and cannot be deleted. */
    SUPPLIER_IN_USE: document(409, "SUPPLIER_IN_USE"),
    ORDER_NOT_FOUND: document(404, "ORDER_NOT_FOUND"),
    CUSTOMER_NOT_FOUND: document(404, "CUSTOMER_NOT_FOUND"),
    /** The counter row could not give a number. */
    NUMBERING_FAILED: document(500, "NUMBERING_FAILED"),
    QUOTE_ALREADY_CONVERTED: document(409, "QUOTE_ALREADY_CONVERTED"),
    /** Only an expired quote is extended (issue 31 item 2); a sent one is edited, an answered one is closed. */
    QUOTE_NOT_EXPIRED: document(409, "QUOTE_NOT_EXPIRED"),
    /** The new validity date of an extended quote is missing or not after today (Tahiti). */
    QUOTE_EXTENSION_DATE_INVALID: document(400, "QUOTE_EXTENSION_DATE_INVALID"),
    /** The invoice was issued: its lines, amounts, currency and buyer are frozen. */
    INVOICE_FROZEN: document(409, "INVOICE_FROZEN"),
    INVOICE_CANCELLED: document(409, "INVOICE_CANCELLED"),
    /** A credit note corrects an issued invoice only. */
    INVOICE_NOT_ISSUED: document(409, "INVOICE_NOT_ISSUED"),
    CREDIT_NOTE_AMOUNT_INVALID: document(400, "CREDIT_NOTE_AMOUNT_INVALID"),
    PAYMENT_INVALID: document(400, "PAYMENT_INVALID"),
    INVOICE_ALREADY_PAID: document(409, "INVOICE_ALREADY_PAID"),
    /** A payment above the amount due (DESIGN.md ruling 17); `{{due}}` states the amount due. */
    PAYMENT_ABOVE_DUE: document(409, "PAYMENT_ABOVE_DUE"),
    /** The order's sale is already invoiced (deposit/balance or a full invoice); `{{numbers}}` names the invoices. */
    ORDER_ALREADY_INVOICED: document(409, "ORDER_ALREADY_INVOICED"),
    /** A card-payment order that is not paid has nothing to invoice. */
    CARD_ORDER_NOT_PAID: document(409, "CARD_ORDER_NOT_PAID"),
    /** Only a draft that was never sent can be deleted. */
    DRAFT_NOT_DELETABLE: document(409, "DRAFT_NOT_DELETABLE"),
    DEPOSIT_INVOICE_EXISTS: document(409, "DEPOSIT_INVOICE_EXISTS"),
    BALANCE_INVOICE_EXISTS: document(409, "BALANCE_INVOICE_EXISTS"),
    DEPOSIT_INVOICE_MISSING: document(409, "DEPOSIT_INVOICE_MISSING"),
    CURRENCY_INVALID: document(400, "CURRENCY_INVALID"),
    LINES_INVALID: document(400, "LINES_INVALID"),
    /** A date field names no day of the calendar. */
    DATE_INVALID: document(400, "DATE_INVALID"),
    /** A quantity, price or total past what a document can hold. */
    AMOUNT_TOO_LARGE: document(400, "AMOUNT_TOO_LARGE"),
    /** A NUL or another control character in the lines' text. */
    LINES_FORBIDDEN_CHARACTER: document(400, "LINES_FORBIDDEN_CHARACTER"),
    TOO_MANY_LINES: document(400, "TOO_MANY_LINES"),
    LINE_TOO_LONG: document(400, "LINE_TOO_LONG"),
    EMAIL_REQUIRED: document(400, "EMAIL_REQUIRED"),
    EMAIL_INVALID: document(400, "EMAIL_INVALID"),
    CUSTOMER_EMAIL_MISSING: document(409, "CUSTOMER_EMAIL_MISSING"),
    PDF_FAILED: document(500, "PDF_FAILED"),
  },
  /** The Alibaba importer (modules/importer): its own message, or 'Impossible d'importer le produit: <reason>'. */
  import: {
    URL_REQUIRED: { status: 400, message: "importer:errors.URL_REQUIRED" },
    URL_INVALID: { status: 400, message: "importer:errors.URL_INVALID" },
    EXTRACTION_FAILED: { status: 422, message: "importer:errors.EXTRACTION_FAILED" },
    /** Alibaba answered with its captcha page, or 403/429, instead of the product. */
    BLOCKED: { status: 502, message: "importer:errors.BLOCKED" },
    /** Alibaba asked to sign in. */
    LOGIN_REQUIRED: { status: 502, message: "importer:errors.LOGIN_REQUIRED" },
    NOT_FOUND: importFailure(404, "NOT_FOUND"),
    HTTP_STATUS: importFailure(502, "HTTP_STATUS"),
    ADDRESS_REFUSED: importFailure(400, "ADDRESS_REFUSED"),
    REDIRECT_REFUSED: importFailure(502, "REDIRECT_REFUSED"),
    TOO_MANY_REDIRECTS: importFailure(502, "TOO_MANY_REDIRECTS"),
    TOO_LARGE: importFailure(502, "TOO_LARGE"),
    /** Alibaba answered 5xx: its own failure. */
    ALIBABA_UNAVAILABLE: importFailure(502, "ALIBABA_UNAVAILABLE"),
    TIMEOUT: importFailure(504, "TIMEOUT"),
    /** Alibaba's host name did not resolve (modules/importer/network-failure.ts sorts the system codes). */
    DNS_FAILED: importFailure(502, "DNS_FAILED"),
    /** Alibaba's server refused the connection. */
    CONNECTION_REFUSED: importFailure(502, "CONNECTION_REFUSED"),
    /** The connection was cut before the answer's end. */
    CONNECTION_LOST: importFailure(502, "CONNECTION_LOST"),
    /** The secure connection failed (certificate refused, TLS error). */
    TLS_FAILED: importFailure(502, "TLS_FAILED"),
    /** Any other network failure. */
    NETWORK: importFailure(502, "NETWORK"),
    NOT_AN_IMAGE: importFailure(422, "NOT_AN_IMAGE"),
    CATEGORY_NOT_FOUND: importFailure(400, "CATEGORY_NOT_FOUND"),
    SLUG_TAKEN: importFailure(409, "SLUG_TAKEN"),
  },
  /** The buyer's answer to a quote on their page (modules/portal): the page's messages, in the buyer's language. */
  portal: {
    TERMS_REQUIRED: portal(400, "TERMS_REQUIRED"),
    QUOTE_EXPIRED: portal(409, "QUOTE_EXPIRED"),
    QUOTE_CLOSED: portal(409, "QUOTE_CLOSED"),
    QUOTE_EMPTY: portal(409, "QUOTE_EMPTY"),
    NO_CUSTOMER: portal(409, "NO_CUSTOMER"),
    TAX_ID_INVALID: portal(400, "TAX_ID_INVALID"),
    ADDRESS_TOO_LONG: portal(400, "ADDRESS_TOO_LONG"),
    SIGNER_NAME_REQUIRED: portal(400, "SIGNER_NAME_REQUIRED"),
    SIGNER_NAME_TOO_LONG: portal(400, "SIGNER_NAME_TOO_LONG"),
    SIGNATURE_INVALID: portal(400, "SIGNATURE_INVALID"),
    PDF_HASH_MISSING: portal(400, "PDF_HASH_MISSING"),
    /** The quote's PDF changed since the page showed it: its new SHA-256 goes in the message. */
    PDF_CHANGED: portal(409, "PDF_CHANGED"),
  },
  /** The back office's link to a customer's page (modules/portal/manage-links.server.ts), in French. */
  link: {
    NOT_FOUND: { status: 404, message: "portal:admin.errors.NOT_FOUND" },
    /** The quote's or order's customer has no email address to send the link to. */
    NO_EMAIL: { status: 409, message: "portal:admin.errors.NO_EMAIL" },
  },
  /** An order's milestone set by the owner (modules/portal/set-milestone.server.ts), in French. */
  milestone: {
    ORDER_NOT_FOUND: { status: 404, message: "tracking:errors.ORDER_NOT_FOUND" },
    ALREADY_REACHED: { status: 409, message: "tracking:errors.ALREADY_REACHED" },
    NO_EMAIL: { status: 409, message: "tracking:errors.NO_EMAIL" },
  },
  /** Customs documents of a shipment (issue 30 item 4, modules/shipments/customs-*): their own catalog. */
  customs: {
    SHIPMENT_NOT_FOUND: { status: 404, message: "customs-documents:errors.SHIPMENT_NOT_FOUND" },
    /** The order is in no shipment, or in another one. */
    CONSIGNEE_NOT_FOUND: { status: 404, message: "customs-documents:errors.CONSIGNEE_NOT_FOUND" },
    /** The shipment's currency is not XPF and it has no rate for the CIF's counter-value. */
    RATE_MISSING: { status: 409, message: "customs-documents:errors.RATE_MISSING" },
    /** An order's currency differs from the shipment's and cannot be converted at the shipment's rate. */
    CURRENCY_MISMATCH: { status: 409, message: "customs-documents:errors.CURRENCY_MISMATCH" },
    EMAIL_MISSING: { status: 409, message: "customs-documents:errors.EMAIL_MISSING" },
    /** The shipment's bill of lading is listed but its bytes are gone from the storage. */
    TRANSPORT_DOCUMENT_MISSING: { status: 409, message: "customs-documents:errors.TRANSPORT_DOCUMENT_MISSING" },
    PDF_FAILED: { status: 500, message: "customs-documents:errors.PDF_FAILED" },
  },
  /** Shipments (modules/shipments, issue 30): the back office's messages, in French. */
  shipment: {
    NOT_FOUND: { status: 404, message: "shipments:errors.NOT_FOUND" },
    REFERENCE_TAKEN: { status: 409, message: "shipments:errors.REFERENCE_TAKEN" },
    ORDER_NOT_FOUND: { status: 404, message: "shipments:errors.ORDER_NOT_FOUND" },
    /** The order already travels in a shipment (this one or another). */
    ORDER_IN_SHIPMENT: { status: 409, message: "shipments:errors.ORDER_IN_SHIPMENT" },
    /** A cancelled order, or one whose deposit is not received, does not travel. */
    ORDER_NOT_SHIPPABLE: { status: 409, message: "shipments:errors.ORDER_NOT_SHIPPABLE" },
    ORDER_NOT_IN_SHIPMENT: { status: 404, message: "shipments:errors.ORDER_NOT_IN_SHIPMENT" },
    /** A shipment's status only moves forward (planned → loading → departed → arrived → delivered). */
    STATUS_BACKWARDS: { status: 409, message: "shipments:errors.STATUS_BACKWARDS" },
    /** Marked departed without a vessel and an ETA (air: without an ETA). */
    DEPARTURE_INCOMPLETE: { status: 400, message: "shipments:errors.DEPARTURE_INCOMPLETE" },
    FILE_INVALID: { status: 400, message: "shipments:errors.FILE_INVALID" },
    FILE_NOT_FOUND: { status: 404, message: "shipments:errors.FILE_NOT_FOUND" },
    /** Deleted only while planned (issue 30 item 2). */
    NOT_DELETABLE: { status: 409, message: "shipments:errors.NOT_DELETABLE" },
    /** Deleted only before any of its customs documents went to a buyer. */
    DOCUMENTS_SENT: { status: 409, message: "shipments:errors.DOCUMENTS_SENT" },
  },
} as const satisfies Record<string, Record<string, AppErrorEntry>>;

export type AppErrorArea = keyof typeof APP_ERRORS;
export type AppErrorCode<Area extends AppErrorArea = AppErrorArea> = Area extends AppErrorArea
  ? keyof (typeof APP_ERRORS)[Area] & string
  : never;
