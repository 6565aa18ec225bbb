import { attachCarousel } from "../home/carousel-controller.ts";
import { attachImageFallback } from "../shop/image-fallback.ts";
import { attachDismiss, attachPendingSubmit } from "./static-enhancements.ts";

/**
 * The whole script of a page served without React (decision 006): each behaviour's own source, run on the
 * elements that ask for it. It is inline (nonce), so it costs no request; about 1.5 KB compressed.
 */
export const STATIC_PAGE_SCRIPT = `(() => {
  const run = (attach, selector) => document.querySelectorAll(selector).forEach((element) => attach(element));
  run(${attachCarousel.toString()}, "[data-carousel]");
  run(${attachPendingSubmit.toString()}, "button[data-pending-label]");
  run(${attachDismiss.toString()}, "[data-static-toast]");
  run(${attachImageFallback.toString()}, "img[data-fallback-src]");
})();`;
