// The contract between the markup of the public pages served without React (decisions 006, 007) and their inline
// behaviours: every `data-*` attribute a behaviour looks for, named once. Components write them with `hook()`,
// behaviours find them with `hookSelector()` and read them with `getAttribute(HOOKS.…)`, so a name changed here
// changes on both sides, and a name written by hand on one side fails the behaviour's unit test.

export const HOOKS = {
  // Featured carousel (home page).
  carousel: "data-carousel",
  carouselReady: "data-carousel-ready",
  carouselTrack: "data-carousel-track",
  carouselControls: "data-carousel-controls",
  carouselDots: "data-carousel-dots",
  carouselToggle: "data-carousel-toggle",
  carouselPrevious: "data-carousel-previous",
  carouselNext: "data-carousel-next",
  carouselDotPage: "data-page",
  carouselDotLabel: "data-dot-label",
  carouselDotClass: "data-dot-class",
  carouselMarkClass: "data-mark-class",
  carouselPauseLabel: "data-pause-label",
  carouselPlayLabel: "data-play-label",
  carouselIcon: "data-icon",
  // Site chrome.
  phoneMenu: "data-phone-menu",
  // Forms: the pending label of a submit button; a form that tells the server JavaScript runs (`js=1`).
  pendingLabel: "data-pending-label",
  jsForm: "data-js-form",
  // The server's one-off message and its close button.
  staticToast: "data-static-toast",
  dismiss: "data-dismiss",
  // Go to another page a moment after this one shows (the custom quote's success: storefront §2 /devis).
  redirectTo: "data-redirect-to",
  redirectDelay: "data-redirect-delay",
  // Images: the default image of a failed cover.
  fallbackSrc: "data-fallback-src",
  // The signature pad of the buyer's quote page (issue 31 item 3): its root, canvas, clear button, hidden field.
  signaturePad: "data-signature-pad",
  signatureCanvas: "data-signature-canvas",
  signatureClear: "data-signature-clear",
  signatureValue: "data-signature-value",
  // Product sheet (decision 007): its root and script's readiness, gallery, configurator and its outputs, the
  // request form, the card-payment dialog.
  productSheet: "data-product-sheet",
  productSheetReady: "data-ready",
  gallery: "data-gallery",
  galleryStrip: "data-gallery-strip",
  gallerySlide: "data-slide",
  gallerySlideBadge: "data-slide-badge",
  galleryGo: "data-go",
  galleryLive: "data-gallery-live",
  galleryCounter: "data-gallery-counter",
  galleryThumb: "data-thumb",
  configurator: "data-configurator",
  quantity: "data-qty",
  quantityStep: "data-step",
  out: "data-out",
  row: "data-row",
  configFields: "data-config-fields",
  cardField: "data-card-field",
  requestForm: "data-request-form",
  formChecks: "data-checks",
  formMessage: "data-form-message",
  submissionToken: "data-submission-token",
  cardPayment: "data-card-payment",
  cardDialog: "data-card-dialog",
  cardFallback: "data-card-fallback",
  cardOpen: "data-card-open",
  cardClose: "data-card-close",
  cardError: "data-card-error",
  cardTermsError: "data-card-terms-error",
  cardAlert: "data-card-alert",
  cardSpinner: "data-spinner",
  cardLabel: "data-label",
} as const;

export type HookName = (typeof HOOKS)[keyof typeof HOOKS];

/** The attribute to spread on an element: `<div {...hook(HOOKS.carousel)}>`, or with a value. */
export function hook<Name extends HookName>(name: Name, value: string | number = ""): Record<Name, string> {
  return { [name]: String(value) } as Record<Name, string>;
}

/** The CSS selector of the elements that carry `name` (with `value`, those whose attribute equals it). */
export function hookSelector(name: HookName, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${value}"]`;
}
