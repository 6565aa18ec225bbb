import { attachCarousel } from "../home/carousel-controller.ts";
import { attachPhoneMenu } from "../layout/phone-menu.ts";
import { attachImageFallback } from "../shop/image-fallback.ts";
import productSheetScript from "../product/behaviour/product-sheet.script.ts?inline-script";
import type { PageScriptName } from "../../modules/routing/page-policy.ts";
import { attachDismiss, attachPendingSubmit } from "./static-enhancements.ts";

/**
 * The whole script of a page served without React (decision 006): each behaviour's own source, run on the
 * elements that ask for it. It is inline (nonce), so it costs no request; about 1.5 KB compressed.
 */
export const STATIC_PAGE_SCRIPT = `(() => {
  const run = (attach, selector) => document.querySelectorAll(selector).forEach((element) => attach(element));
  run(${attachCarousel.toString()}, "[data-carousel]");
  run(${attachPhoneMenu.toString()}, "details[data-phone-menu]");
  run(${attachPendingSubmit.toString()}, "button[data-pending-label]");
  run(${attachDismiss.toString()}, "[data-static-toast]");
  run(${attachImageFallback.toString()}, "img[data-fallback-src]");
})();`;

/**
 * Scripts some pages add (decision 007): modules bundled with their imports at build time
 * (scripts/vite-inline-script.ts), for behaviours too large to keep inside one function.
 */
const PAGE_SCRIPTS: Record<PageScriptName, string> = {
  "product-sheet": productSheetScript,
};

/** The inline script of a page served without React: the shared behaviours, then the page's own. */
export function staticPageScript(names: readonly PageScriptName[]): string {
  return [STATIC_PAGE_SCRIPT, ...names.map((name) => PAGE_SCRIPTS[name])].join("\n");
}
