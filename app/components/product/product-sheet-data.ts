// What the product sheet's script reads from the page (decision 007): the configurator's facts and the few
// translated strings it writes, in a JSON block next to the markup.
import type { LocaleResources } from "../../modules/i18n/i18n.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import type { ConfiguratorModel } from "./configuration-view.ts";

export const PRODUCT_SHEET_DATA_ID = "product-sheet-data";

export type ProductSheetData = { locale: Locale; model: ConfiguratorModel; strings: LocaleResources };

/** The catalog entries the script uses (namespace → keys or branches): nothing else of the catalogs is sent. */
const SCRIPT_STRINGS: Record<string, string[]> = {
  product: [
    "onQuote",
    "panel.subtotal",
    "panel.total",
    "panel.tooMany",
    "panel.rounding",
    "options.missing",
    "options.chosen",
    "gallery.counter",
    "form.summary",
    "form.summaryTotal",
    "form.busy",
    "form.errors",
    "form.missingTitle",
    "form.missingText",
    "form.errorTitle",
    "form.invalidText",
    "form.termsRequired",
  ],
  forms: ["errors.tooLong"],
  payment: [
    "dialog.quantity",
    "dialog.submit",
    "dialog.creating",
    "dialog.charged",
    "dialog.xpfIndicative",
    "dialog.options",
    "dialog.noOptions",
    "shipping",
    "errors",
  ],
};

/** The entries of SCRIPT_STRINGS, with their plural forms (`key_one`, `key_other`…), from a language's catalogs. */
export function pickScriptStrings(resources: LocaleResources): LocaleResources {
  const picked: LocaleResources = {};
  for (const [namespace, keys] of Object.entries(SCRIPT_STRINGS)) {
    const target: Record<string, unknown> = (picked[namespace] = {});
    for (const key of keys) {
      const parts = key.split(".");
      const last = parts.pop()!;
      let from: unknown = resources[namespace];
      let to = target;
      for (const part of parts) {
        from = (from as Record<string, unknown> | undefined)?.[part];
        to = (to[part] ??= {}) as Record<string, unknown>;
      }
      for (const [name, value] of Object.entries((from as Record<string, unknown> | undefined) ?? {})) {
        if (name === last || name.startsWith(`${last}_`)) to[name] = value;
      }
    }
  }
  return picked;
}

/** JSON that cannot close its `<script>` element early. */
export function serializeSheetData(data: ProductSheetData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
