// The product sheet's script (decision 007): bundled with its imports into the page's inline script
// (components/static-page/static-page-script.server.ts). It reads the JSON block the server wrote next to the sheet.
import { createI18n } from "../../../modules/i18n/i18n.ts";
import { PRODUCT_SHEET_DATA_ID, type ProductSheetData } from "../product-sheet-data.ts";
import { attachCardPayment } from "./card-payment.ts";
import { attachConfigurator } from "./configurator.ts";
import { attachGallery } from "./gallery.ts";
import { attachRequestForm } from "./request-form.ts";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";

function start() {
  const block = document.getElementById(PRODUCT_SHEET_DATA_ID);
  const root = block?.closest<HTMLElement>(hookSelector(HOOKS.productSheet));
  if (!block || !root) return;
  const data = JSON.parse(block.textContent ?? "{}") as ProductSheetData;
  const t = createI18n(data.locale, data.strings).getFixedT(null, "product");
  root
    .querySelectorAll<HTMLElement>(hookSelector(HOOKS.gallery))
    .forEach((gallery) => attachGallery(gallery, (current, total) => t("gallery.counter", { current, total })));
  root.querySelectorAll<HTMLElement>(hookSelector(HOOKS.cardPayment)).forEach((card) => attachCardPayment(card, t));
  attachConfigurator(root, data.model, t);
  root
    .querySelectorAll<HTMLFormElement>(`form${hookSelector(HOOKS.requestForm)}`)
    .forEach((form) => attachRequestForm(form, t));
  root.setAttribute(HOOKS.productSheetReady, "");
}

// After the first paint, in a task of its own: the sheet shows first (its links and forms work meanwhile), and this
// work does not hold the first paint back. A page opened in a background tab, which paints nothing, starts at once.
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start));
