import { describe, expect, test } from "vitest";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../../modules/i18n/i18n.ts";
import type { ProductOption } from "../../modules/catalog/product-options.ts";
import { viewConfiguration, type ConfiguratorModel } from "./configuration-view.ts";
import { pickScriptStrings, serializeSheetData } from "./product-sheet-data.ts";

const value = (valueCode: string, label: string, priceDelta: number) => ({ valueCode, label, priceDelta, description: null });
const OPTIONS: ProductOption[] = [{ code: "modele", label: "Modèle", inputType: "select", required: true, values: [value("petit", "Petit", 0), value("grand", "Grand", 5000)] }];

const MODEL: ConfiguratorModel = {
  slug: "mini-pelle-1-8-t",
  categoryKey: "equip",
  options: OPTIONS,
  baseXpf: 100_000,
  freightXpf: 20_000,
  isOnQuote: false,
  display: { currency: "XPF", rate: 1 },
  localeTag: "fr-FR",
};

// The browser's script translates with the strings the page sends it: the same texts as the server's catalogs.
const browserT = (locale: "fr" | "en") => createI18n(locale, pickScriptStrings(getLocaleResources(locale))).getFixedT(null, "product");
const serverT = (locale: "fr" | "en") => createI18n(locale, getLocaleResources(locale)).getFixedT(null, "product");
const NNBSP = "\u202F";
const NBSP = "\u00A0";

describe("viewConfiguration", () => {
  test("quantity 1, a required option missing: no subtotal row, the missing option named, one container", () => {
    const view = viewConfiguration(MODEL, 1, {}, browserT("fr"));
    expect(view.subtotalLabel).toBeNull();
    expect(view.unit).toBe(`100${NNBSP}000${NBSP}XPF`);
    expect(view.total).toBe(`120${NNBSP}000${NBSP}XPF`);
    expect(view.missing).toBe("À choisir avant de commander : Modèle");
    expect(view.shipping).toBe("Estimation transport : 1 conteneur 20 pieds pour 1 machine(s) (2 mini-pelles par conteneur).");
    expect(view.summary).toBe(`Quantité : 1 · Total : 120${NNBSP}000${NBSP}XPF`);
  });

  test("quantity 3 with an option: unit = base + delta, total = unit × 3 + freight, plural containers", () => {
    const view = viewConfiguration(MODEL, 3, { modele: ["grand"] }, browserT("fr"));
    expect(view.subtotalLabel).toBe("Sous-total (3 ×)");
    expect(view.unit).toBe(`105${NNBSP}000${NBSP}XPF`);
    expect(view.subtotal).toBe(`315${NNBSP}000${NBSP}XPF`);
    expect(view.total).toBe(`335${NNBSP}000${NBSP}XPF`);
    expect(view.missing).toBeNull();
    expect(view.shipping).toBe("Estimation transport : 2 conteneurs 20 pieds pour 3 machines (2 mini-pelles par conteneur).");
    expect(view.summary).toBe(`Quantité : 3 · Modèle : Grand · Total : 335${NNBSP}000${NBSP}XPF`);
  });

  test("the browser's strings give the server's texts, in English with dollars too", () => {
    const english = { ...MODEL, display: { currency: "USD" as const, rate: 0.0084 }, localeTag: "en" };
    for (const [model, locale] of [[MODEL, "fr"], [english, "en"]] as const) {
      expect(viewConfiguration(model, 40, { modele: ["petit"] }, browserT(locale))).toEqual(viewConfiguration(model, 40, { modele: ["petit"] }, serverT(locale)));
    }
    expect(viewConfiguration(english, 1, {}, browserT("en")).total).toBe("$1,008.00");
  });

  test("a product on quote shows 'Sur devis' and no total in the summary; panels are counted in pallets", () => {
    const onQuote = { ...MODEL, slug: "panneau-solaire-450-w", categoryKey: null, options: [], baseXpf: 0, freightXpf: 0, isOnQuote: true };
    const view = viewConfiguration(onQuote, 40, {}, browserT("fr"));
    expect(view.total).toBe("Sur devis");
    expect(view.summary).toBe("Quantité : 40");
    expect(view.shipping).toBe("Estimation transport : 2 palettes pour 40 panneaux (36 panneaux par palette).");
  });
});

describe("the sheet's data block", () => {
  test("keeps only the strings the script writes, with their plural forms", () => {
    const strings = pickScriptStrings(getLocaleResources("fr"));
    expect(Object.keys(strings)).toEqual(["product", "payment"]);
    expect(Object.keys(strings.product!.shipping as object).sort()).toEqual(["containers_one", "containers_other", "pallets_one", "pallets_other"]);
    expect(strings.product!.panel).toEqual({ subtotal: "Sous-total ({{qty}} ×)", total: "Total" });
    expect(strings.product!.meta).toBeUndefined();
  });

  test("cannot close its script element early", () => {
    const json = serializeSheetData({ locale: "fr", model: { ...MODEL, slug: "</script><script>alert(1)</script>" }, strings: {} });
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as { model: { slug: string } }).model.slug).toBe("</script><script>alert(1)</script>");
  });
});
