// The product sheet's server markup for the behaviours' unit tests: the fixture's mini-excavator as ProductSheetView
// renders it, and the strings the page sends its script (decision 007).
import { mountServerMarkup } from "../../../behaviours/server-markup.server.tsx";
import type { ProductSheet } from "../../../modules/catalog/get-product-sheet.server.ts";
import { ProductRequestSchema } from "../../../modules/catalog/product-request-schema.ts";
import type { OptionSelections } from "../../../modules/catalog/product-options.ts";
import { getFormConstraint } from "../../../modules/forms/form-constraint.ts";
import { createI18n } from "../../../modules/i18n/i18n.ts";
import { CardPaymentSchema } from "../../../modules/payments/card-payment-schema.ts";
import { MINI_EXCAVATOR_MODEL } from "../mini-excavator.fixture.ts";
import { ProductSheetView } from "../product-sheet-view.tsx";
import { getScriptStrings } from "../script-strings.server.ts";

// MODEL is what the server writes in the sheet's JSON block (product-sheet-view.tsx).
export const MODEL = MINI_EXCAVATOR_MODEL;
export const { display: DISPLAY, charge: CHARGE } = MODEL;
export const PRODUCT: ProductSheet = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "mini-pelle",
  categoryKey: "engins",
  categoryName: "Engins",
  title: "Mini-pelle",
  subtitle: null,
  descriptionHtml: "<p>Une mini-pelle.</p>",
  status: "published",
  isActive: true,
  incoterm: "CNF Papeete",
  leadtime: null,
  badges: [],
  updatedAt: "2026-11-01T00:00:00.000Z",
  media: [],
  specs: [],
  faq: [],
  options: MODEL.options,
  price: {
    priceXpf: MODEL.baseXpf,
    baseXpf: MODEL.baseXpf,
    freightXpf: MODEL.freightXpf,
    shippingMode: "maritime",
    shipping: MODEL.shipping,
    isOnQuote: false,
  },
};
// The script translates with the strings the page sends it, as product-sheet.script.ts does.
export const t = createI18n("fr", getScriptStrings("fr")).getFixedT(null, "product");

/** The sheet's markup for a quantity and selections, as the server renders it from the page's URL. */
export function mountSheet({ qty = 1, selections = {} }: { qty?: number; selections?: OptionSelections } = {}) {
  return mountServerMarkup(
    <ProductSheetView
      product={PRODUCT}
      display={DISPLAY}
      charge={CHARGE}
      qty={qty}
      selections={selections}
      constraint={getFormConstraint(ProductRequestSchema)}
      cardConstraint={getFormConstraint(CardPaymentSchema)}
      strings={getScriptStrings("fr")}
    />,
  );
}
