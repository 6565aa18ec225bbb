// Demo product of the 'Kits solaires autonomes' category: panels sold one by one and shipped by the pallet of 36
// (the specification's constant, DESIGN.md ruling 11).
import { panelPallets, panelRoof, solarSystem } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { SOLAR_KIT_TRANSLATIONS } from "./translations-solar-kit.ts";
import type { DemoProduct } from "./types.ts";

export const SOLAR_KIT: DemoProduct = {
  slug: "kit-solaire-panneaux-415-wc",
  categoryKey: "kits-solaires",
  title: "Kit solaire autonome – panneaux 415 Wc",
  subtitle: "Panneaux monocristallins vendus à l’unité, expédiés par palettes de 36, livrés CNF Papeete",
  descriptionHtml: [
    "<h2>Produire son électricité, même loin du réseau</h2>",
    "<p>Des panneaux <strong>monocristallins de 415 Wc</strong>, choisis pour le climat des îles : cadre aluminium ",
    "anodisé, verre trempé de 3,2 mm et boîte de jonction IP68. Ils se commandent à l’unité et voyagent par ",
    "<strong>palettes de 36 panneaux</strong> cerclées et filmées.</p>",
    "<h3>Pour quels projets</h3>",
    "<ul><li>Faré et maisons isolées, avec batterie et onduleur hybride</li>",
    "<li>Pompage, irrigation et chambres froides d’exploitations agricoles</li>",
    "<li>Toitures de commerces et d’ateliers raccordées au réseau</li></ul>",
    "<p>La pose et le raccordement sont réalisés par un électricien local agréé, sur devis séparé.</p>",
  ].join(""),
  leadtime: "20-30 jours",
  badges: ["CNF", "Palette de 36", "415 Wc"],
  // (70 USD × 1,5 + 900 USD, le fret d’une palette) × 119,33
  finalPriceXpf: 119_927,
  basePriceXpf: 12_530,
  freightPriceXpf: 107_397,
  purchasePriceCents: 7_000,
  seaFreightCents: 90_000,
  shippingUnit: "pallet",
  unitsPerShippingUnit: 36,
  logistics: {
    hsCode: "85414300",
    originCountry: "CN",
    netWeightGrams: 21_500,
    grossWeightGrams: 23_000,
    shippingUnitLengthMm: 1760,
    shippingUnitWidthMm: 1140,
    shippingUnitHeightMm: 1250,
    shippingUnitVolumeCm3: 2_508_000,
    packagesPerUnit: 1,
  },
  supplierName: "Fournisseur partenaire, Zhejiang (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "kit-solaire-1",
      kind: "image",
      alt: "Deux palettes de panneaux solaires cerclées et un panneau debout",
      svg: () => scene({ ground: "#d8d2c4", body: panelPallets() }),
    },
    {
      name: "kit-solaire-2",
      kind: "image",
      alt: "Toiture d’une maison couverte de panneaux solaires",
      svg: () => scene({ body: panelRoof() }),
    },
    {
      name: "kit-solaire-3",
      kind: "image",
      alt: "Panneaux solaires reliés à un onduleur et une batterie",
      svg: () => scene({ body: solarSystem() }),
    },
  ],
  specs: [
    { label: "Puissance", value: "415 Wc par panneau, rendement 21,3 %" },
    { label: "Dimensions", value: "1 722 × 1 134 × 30 mm, 21,5 kg" },
    { label: "Cellules", value: "108 demi-cellules monocristallines" },
    { label: "Tenue", value: "Vent 2 400 Pa, neige 5 400 Pa, brouillard salin IEC 61701" },
    { label: "Garanties", value: "12 ans produit, 25 ans à 84,8 % de la puissance" },
    { label: "Colisage", value: "Palette de 36 panneaux, 1 760 × 1 130 × 1 250 mm" },
  ],
  faq: [
    {
      question: "Pourquoi commander par palettes de 36 ?",
      answer:
        "Le fret se paie par palette : 36 panneaux voyagent pour le prix d’un seul envoi. Une commande de 37 panneaux part sur deux palettes.",
    },
    {
      question: "L’onduleur et les batteries sont-ils fournis ?",
      answer:
        "Non, ils se commandent à part selon votre consommation. Notre bureau d’études dimensionne l’ensemble sur demande de devis.",
    },
  ],
  options: [
    {
      code: "cadre",
      label: "Cadre",
      inputType: "radio",
      isRequired: true,
      values: [
        { valueCode: "argent", label: "Cadre aluminium argent", priceDelta: 0 },
        { valueCode: "noir", label: "Cadre aluminium noir", priceDelta: 900 },
      ],
    },
    {
      code: "accessoires",
      label: "Accessoires",
      inputType: "checkbox",
      isRequired: false,
      values: [{ valueCode: "mc4", label: "Paire de connecteurs MC4", priceDelta: 700 }],
    },
  ],
  translations: SOLAR_KIT_TRANSLATIONS,
};
