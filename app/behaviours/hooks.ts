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
