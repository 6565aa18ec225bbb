// Sample product 2 of the specification: a photovoltaic greenhouse for vanilla.
import { pvGreenhouse, solarSystem, vanillaInterior } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { PV_GREENHOUSE_TRANSLATIONS } from "./translations-pv-greenhouse.ts";
import type { DemoProduct } from "./types.ts";

const TITLE = "Serre photovoltaïque pour vanille";

export const PV_GREENHOUSE: DemoProduct = {
  slug: "serre-photovoltaique-vanille",
  categoryKey: "solar",
  title: TITLE,
  subtitle: "Serre ombrière de 500 m² sous toiture solaire de 30 kWc, conçue pour la vanille de Tahiti",
  descriptionHtml: [
    "<h2>L’ombre dont la vanille a besoin, l’électricité en plus</h2>",
    "<p>La vanille <em>tahitensis</em> pousse sous environ 50 % d’ombre. Cette serre remplace une partie de la toile ",
    "d’ombrage par des <strong>panneaux photovoltaïques</strong> : ils protègent les lianes et produisent l’électricité ",
    "des pompes, de la brumisation et du séchage des gousses.</p>",
    "<h3>Points forts</h3>",
    "<ul><li>Structure en acier galvanisé à chaud, boulonnée, sans soudure sur site</li>",
    "<li>72 modules monocristallins de 415 Wc et un onduleur hybride prêt pour batterie</li>",
    "<li>Travées de 5 m : la serre s’agrandit par modules</li>",
    "<li>Étude d’implantation et dossier technique pour le raccordement</li></ul>",
    "<p>Le raccordement au réseau et la mise en service sont réalisés par un électricien local agréé, sur devis séparé.</p>",
  ].join(""),
  leadtime: "30-40 jours",
  badges: ["CNF", "Solaire 30 kWc", "Agricole"],
  // (38 000 USD × 1,5 + 6 500 USD) × 119,33
  finalPriceXpf: 7_577_455,
  basePriceXpf: 6_801_810,
  freightPriceXpf: 775_645,
  purchasePriceCents: 3_800_000,
  seaFreightCents: 650_000,
  shippingUnit: "container_40",
  unitsPerShippingUnit: 1,
  logistics: {
    hsCode: "94062000",
    originCountry: "CN",
    netWeightGrams: 8_400_000,
    grossWeightGrams: 8_900_000,
    shippingUnitLengthMm: 11_800,
    shippingUnitWidthMm: 2250,
    shippingUnitHeightMm: 2350,
    shippingUnitVolumeCm3: 62_392_000,
    packagesPerUnit: 48,
  },
  supplierName: "Fournisseur partenaire, Jiangsu (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "serre-pv-vanille-1",
      kind: "image",
      alt: "Illustration d’une serre à toiture photovoltaïque abritant des lianes de vanille",
      svg: () => scene({ body: pvGreenhouse() }),
    },
    {
      name: "serre-pv-vanille-2",
      kind: "image",
      alt: "Lianes de vanille sur tuteurs sous la toile d’ombrage",
      svg: () => scene({ ground: "#8c6f4e", body: vanillaInterior() }),
    },
    {
      name: "serre-pv-vanille-3",
      kind: "image",
      alt: "Rangées de panneaux solaires reliées à un onduleur et une batterie",
      svg: () => scene({ body: solarSystem() }),
    },
  ],
  specs: [
    { label: "Surface couverte", value: "500 m² (20 × 25 m), faîtage à 4,2 m" },
    { label: "Puissance photovoltaïque", value: "30 kWc : 72 modules monocristallins de 415 Wc" },
    { label: "Structure", value: "Acier galvanisé à chaud, boulonnée, vent de calcul 160 km/h" },
    { label: "Ombrage", value: "Toile 50 % sur les zones sans panneaux" },
    { label: "Onduleur", value: "Hybride 30 kW, prêt pour batterie lithium" },
    { label: "Colisage", value: "1 conteneur 40 pieds HC, 2 palettes de 36 panneaux" },
  ],
  faq: [
    {
      question: "Pourquoi une serre photovoltaïque pour la vanille ?",
      answer:
        "La vanille demande environ 50 % d’ombre. Les panneaux apportent cette ombre et produisent l’électricité de l’exploitation au lieu d’une simple toile.",
    },
    {
      question: "Le raccordement au réseau est-il inclus ?",
      answer:
        "Non. Il est réalisé par un électricien local agréé ; nous fournissons les schémas, les fiches techniques et l’assistance pour le dossier.",
    },
    {
      question: "Peut-on agrandir la serre plus tard ?",
      answer:
        "Oui. La structure est modulaire par travées de 5 m : de nouvelles travées se commandent et se boulonnent sur l’existant.",
    },
  ],
  options: [
    {
      code: "surface",
      label: "Surface",
      inputType: "select",
      isRequired: true,
      values: [
        { valueCode: "500-m2", label: "500 m² – 30 kWc", priceDelta: 0 },
        { valueCode: "750-m2", label: "750 m² – 45 kWc", priceDelta: 2_350_000 },
        { valueCode: "1000-m2", label: "1 000 m² – 60 kWc", priceDelta: 4_600_000 },
      ],
    },
    {
      code: "stockage",
      label: "Stockage d’énergie",
      inputType: "radio",
      isRequired: true,
      values: [
        { valueCode: "sans-batterie", label: "Sans batterie", priceDelta: 0 },
        { valueCode: "batterie-10-kwh", label: "Batterie lithium 10 kWh", priceDelta: 890_000 },
        { valueCode: "batterie-20-kwh", label: "Batterie lithium 20 kWh", priceDelta: 1_650_000 },
      ],
    },
    {
      code: "arrosage",
      label: "Arrosage",
      inputType: "checkbox",
      isRequired: false,
      values: [
        { valueCode: "goutte-a-goutte", label: "Irrigation goutte-à-goutte", priceDelta: 240_000 },
        {
          valueCode: "brumisation",
          label: "Brumisation",
          priceDelta: 380_000,
          description: "Maintient l’humidité autour des lianes",
        },
      ],
    },
  ],
  translations: PV_GREENHOUSE_TRANSLATIONS,
};
