import sharedScript from "../../behaviours/static-page.script.ts?inline-script";
import productSheetScript from "../product/behaviour/product-sheet.script.ts?inline-script";
import type { PageScriptName } from "../../modules/routing/page-policy.ts";

/** Scripts some pages add to the shared one (decision 007): the product sheet's. */
const PAGE_SCRIPTS: Record<PageScriptName, string> = {
  "product-sheet": productSheetScript,
};

/**
 * The inline script of a page served without React (decisions 006, 007): the shared behaviours of app/behaviours,
 * then the page's own, each bundled with its imports when the server is built. Inline (nonce or hash), so it costs
 * no request.
 */
export function staticPageScript(names: readonly PageScriptName[]): string {
  return [sharedScript, ...names.map((name) => PAGE_SCRIPTS[name])].join("\n");
}
