import { describe, expect, test } from "vitest";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../../modules/i18n/i18n.ts";
import { viewConfiguration, type ConfiguratorModel } from "./configuration-view.ts";
import { MINI_EXCAVATOR_MODEL, MINI_EXCAVATOR_OPTIONS } from "./mini-excavator.fixture.ts";
import { pickScriptStrings, serializeSheetData } from "./product-sheet-data.ts";

const OPTIONS = MINI_EXCAVATOR_OPTIONS;
const MODEL = MINI_EXCAVATOR_MODEL;
const ENGLISH: ConfiguratorModel = { ...MODEL, display: { currency: "USD", xpfPerUnit: 119.33 }, localeTag: "en" };

// The browser's script translates with the strings the page sends it: the same texts as the server's catalogs.
const browserT = (locale: "fr" | "en" | "zh") =>
  createI18n(locale, pickScriptStrings(getLocaleResources(locale))).getFixedT(null, "product");
const serverT = (locale: "fr" | "en" | "zh") =>
  createI18n(locale, getLocaleResources(locale)).getFixedT(null, "product");
const NNBSP = "\u202F";
const NBSP = "\u00A0";
const spaces = (text: string) => text.replace(/[\u202F\u00A0]/g, " ");

describe("viewConfiguration", () => {
  test("quantity 1, a required option missing: no subtotal row, the missing option named, one container", () => {
    const view = viewConfiguration(MODEL, 1, {}, browserT("fr"));
    expect(view.subtotalLabel).toBeNull();
    expect(view.unit).toBe(`100${NNBSP}000${NBSP}XPF`);
    expect(view.total).toBe(`120${NNBSP}000${NBSP}XPF`);
    expect(view.missing).toBe("À choisir avant de commander : Modèle");
    expect(spaces(view.shipping)).toBe(
      "Transport : 1 conteneur 20 pieds pour 1 unité (2 unités par conteneur 20 pieds), fret 20 000 XPF.",
    );
    expect(spaces(view.summary)).toBe("Quantité : 1 · 1 conteneur 20 pieds · Total : 120 000 XPF");
  });

  test("quantity 3 with an option: 2 containers, and the freight of 2", () => {
    const view = viewConfiguration(MODEL, 3, { modele: ["grand"] }, browserT("fr"));
    expect(view.subtotalLabel).toBe("Sous-total (3 ×)");
    expect(view.unit).toBe(`105${NNBSP}000${NBSP}XPF`);
    expect(view.subtotal).toBe(`315${NNBSP}000${NBSP}XPF`);
    expect(view.freight).toBe(`40${NNBSP}000${NBSP}XPF`);
    expect(view.total).toBe(`355${NNBSP}000${NBSP}XPF`);
    expect(view.missing).toBeNull();
    expect(spaces(view.shipping)).toBe(
      "Transport : 2 conteneurs 20 pieds pour 3 unités (2 unités par conteneur 20 pieds), fret 40 000 XPF.",
    );
    expect(spaces(view.summary)).toBe("Quantité : 3 · Modèle : Grand · 2 conteneurs 20 pieds · Total : 355 000 XPF");
    // 355 000 ÷ 119.33 = 2 974.94 USD: the card dialog's exact charge, the XPF figure indicative.
    expect(spaces(view.charged)).toBe("Montant débité : 2 974,94 USD");
    expect(spaces(view.totalXpf)).toBe("soit 355 000 XPF (indicatif)");
  });

  test("plural rules in English and Chinese, with pallets of 36", () => {
    const pallets: ConfiguratorModel = { ...ENGLISH, shipping: { unit: "pallet", capacity: 36 } };
    expect(viewConfiguration(pallets, 1, {}, browserT("en")).shipping).toBe(
      "Shipping: 1 pallet for 1 unit (36 units per pallet), freight $167.60.",
    );
    expect(viewConfiguration(pallets, 37, {}, browserT("en")).shipping).toBe(
      "Shipping: 2 pallets for 37 units (36 units per pallet), freight $335.20.",
    );
    const single: ConfiguratorModel = {
      ...MODEL,
      shipping: { unit: "container_40", capacity: 1 },
      display: { currency: "HKD", xpfPerUnit: 15.3 },
      localeTag: "zh-Hans",
    };
    expect(viewConfiguration(single, 3, {}, browserT("zh")).shipping).toMatch(
      /^运输：3 个 40 英尺集装箱，共 3 件，运费 HK\$3,921\.57。$/,
    );
  });

  test("in USD the panel adds up as shown, and the card's exact charge is said where rounding differs", () => {
    const view = viewConfiguration(ENGLISH, 2, { modele: ["grand"] }, browserT("en"));
    // unit $879.91 × 2 = $1,759.82, + freight $167.60 = $1,927.42; the XPF total converted once is $1,927.43.
    expect([view.unit, view.subtotal, view.freight, view.total]).toEqual([
      "$879.91",
      "$1,759.82",
      "$167.60",
      "$1,927.42",
    ]);
    expect(view.charged).toBe("Amount charged: $1,927.43");
    expect(view.chargedMinor).toBe(192_743);
    expect(view.rounding).toBe(
      "Card payment: $1,927.43, converted from the XPF total (it may differ from the total shown by a few cents of rounding).",
    );
    // In XPF (the charge in USD) there is nothing to reconcile on the panel: the dialog shows the charge.
    expect(viewConfiguration(MODEL, 2, { modele: ["grand"] }, browserT("fr")).rounding).toBeNull();
  });

  test("in USD with no rounding difference, no line", () => {
    const exact: ConfiguratorModel = {
      ...ENGLISH,
      options: [],
      baseXpf: 11_933,
      freightXpf: 0,
      display: { currency: "USD", xpfPerUnit: 119.33 },
    };
    const view = viewConfiguration(exact, 3, {}, browserT("en"));
    expect([view.subtotal, view.charged, view.rounding]).toEqual(["$300.00", "Amount charged: $300.00", null]);
  });

  test("a blocker in place of the amount: the missing option first, then the quantity bound", () => {
    expect(viewConfiguration(MODEL, 1, {}, browserT("fr")).blocker).toBe("À choisir avant de commander : Modèle");
    const tooMany = viewConfiguration(MODEL, 1500, { modele: ["petit"] }, browserT("fr"));
    expect([tooMany.requested, tooMany.quantity]).toEqual([1500, 999]);
    expect(tooMany.blocker).toBe("La quantité est limitée à 999 par commande : au-delà, demandez un devis.");
    expect(viewConfiguration(MODEL, 2, { modele: ["petit"] }, browserT("fr")).blocker).toBeNull();
  });

  test("the browser's strings give the server's texts", () => {
    for (const [model, locale] of [
      [MODEL, "fr"],
      [ENGLISH, "en"],
    ] as const) {
      expect(viewConfiguration(model, 40, { modele: ["petit"] }, browserT(locale))).toEqual(
        viewConfiguration(model, 40, { modele: ["petit"] }, serverT(locale)),
      );
    }
  });

  test("above the bound: the figures of 999 and a message", () => {
    const view = viewConfiguration(MODEL, 1_000_000, { modele: ["petit"] }, browserT("fr"));
    expect(view.quantity).toBe(999);
    expect(view.tooMany).toBe("La quantité est limitée à 999 par commande : au-delà, demandez un devis.");
    expect(spaces(view.total)).toBe("109 900 000 XPF");
    expect(viewConfiguration(MODEL, 999, {}, browserT("fr")).tooMany).toBeNull();
  });

  test("a product on quote shows 'Sur devis' and no total in the summary", () => {
    const onQuote = { ...MODEL, options: [], baseXpf: 0, freightXpf: 0, isOnQuote: true };
    const view = viewConfiguration(onQuote, 40, {}, browserT("fr"));
    expect(view.total).toBe("Sur devis");
    expect(view.summary).toBe("Quantité : 40 · 20 conteneurs 20 pieds");
  });
});

describe("the sheet's data block", () => {
  test("keeps only the strings the script writes, with their plural forms", () => {
    const strings = pickScriptStrings(getLocaleResources("fr"));
    expect(Object.keys(strings)).toEqual(["product", "forms", "payment"]);
    // Of the forms' catalog, only the one field-limit message (modules/forms/field-limits.ts).
    expect(Object.keys(strings.forms!)).toEqual(["errors"]);
    expect(Object.keys(strings.forms!.errors as object)).toEqual(["tooLong"]);
    expect(Object.keys((strings.payment!.shipping as { units: object }).units).sort()).toEqual([
      "container_20_one",
      "container_20_other",
      "container_40_one",
      "container_40_other",
      "pallet_one",
      "pallet_other",
      "parcel_one",
      "parcel_other",
    ]);
    expect(strings.product!.panel).toEqual({
      subtotal: "Sous-total ({{qty}} ×)",
      total: "Total",
      tooMany: "La quantité est limitée à {{max}} par commande : au-delà, demandez un devis.",
      rounding:
        "Paiement par carte : {{amount}}, converti depuis le total en XPF (quelques centimes d'écart possibles avec le total affiché, par arrondi).",
    });
    expect(strings.product!.meta).toBeUndefined();
  });

  test("cannot close its script element early", () => {
    const json = serializeSheetData({
      locale: "fr",
      model: { ...MODEL, options: [{ ...OPTIONS[0]!, label: "</script><script>alert(1)</script>" }] },
      strings: {},
    });
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as { model: ConfiguratorModel }).model.options[0]!.label).toBe(
      "</script><script>alert(1)</script>",
    );
  });
});
