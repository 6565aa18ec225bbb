// Demo product of the 'Tiny houses clés en main' category: a finished house, delivered ready to set down.
import { containerShip, houseInterior, turnkeyHouse } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { TURNKEY_TINY_HOUSE_TRANSLATIONS } from "./translations-turnkey-tiny-house.ts";
import type { DemoProduct } from "./types.ts";

export const TURNKEY_TINY_HOUSE: DemoProduct = {
  slug: "tiny-house-cles-en-main-28-m2",
  categoryKey: "tiny-house",
  title: "Tiny house clés en main 28 m²",
  subtitle: "Maison finie, équipée et câblée en usine, livrée CNF Papeete prête à poser sur ses plots",
  descriptionHtml: [
    "<h2>Une maison prête à vivre dès sa pose</h2>",
    "<p>Cette tiny house de 28 m² quitte l’usine <strong>terminée</strong> : bardage, menuiseries, cuisine, salle ",
    "d’eau, électricité et plomberie sont posés et contrôlés avant l’expédition. Sur place, il reste à la poser sur ses ",
    "plots et à la raccorder.</p>",
    "<h3>Ce qui est inclus</h3>",
    "<ul><li>Séjour avec cuisine équipée, une chambre, une salle d’eau</li>",
    "<li>Baies vitrées aluminium, moustiquaires, isolation de toiture</li>",
    "<li>Calculs de structure au vent cyclonique et notice de pose en français</li></ul>",
    "<p>La pose, les plots et les raccordements sont réalisés par un prestataire local, sur devis séparé.</p>",
  ].join(""),
  leadtime: "45-60 jours",
  badges: ["CNF", "Clés en main", "28 m²"],
  // (24 000 USD × 1,5 + 4 800 USD, un conteneur 40 pieds) × 119,33
  finalPriceXpf: 4_868_664,
  basePriceXpf: 4_295_880,
  freightPriceXpf: 572_784,
  purchasePriceCents: 2_400_000,
  seaFreightCents: 480_000,
  shippingUnit: "container_40",
  unitsPerShippingUnit: 1,
  logistics: {
    hsCode: "94069000",
    originCountry: "CN",
    netWeightGrams: 9_800_000,
    grossWeightGrams: 10_200_000,
    shippingUnitLengthMm: 11_900,
    shippingUnitWidthMm: 2300,
    shippingUnitHeightMm: 2500,
    shippingUnitVolumeCm3: 68_425_000,
    packagesPerUnit: 1,
  },
  supplierName: "Fournisseur partenaire, Foshan (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "tiny-house-cles-en-main-1",
      kind: "image",
      alt: "Tiny house au bardage bois et baies vitrées, posée sur sa terrasse",
      svg: () => scene({ ground: "#e9d8a6", body: turnkeyHouse() }),
    },
    {
      name: "tiny-house-cles-en-main-2",
      kind: "image",
      alt: "Intérieur de la tiny house : cuisine, table et vue sur la mer",
      svg: () => scene({ body: houseInterior() }),
    },
    {
      name: "tiny-house-cles-en-main-3",
      kind: "image",
      alt: "Porte-conteneurs entre Hong Kong et Papeete",
      svg: () => scene({ hasSea: true, ground: "#2a8fbf", body: containerShip() }),
    },
  ],
  specs: [
    { label: "Surface habitable", value: "28 m² (8,00 × 3,50 m)" },
    { label: "Pièces", value: "Séjour et cuisine, une chambre, une salle d’eau" },
    { label: "Structure", value: "Ossature acier galvanisé, vent de base 45 m/s" },
    { label: "Électricité", value: "Tableau 230 V, prises et éclairage LED posés" },
    { label: "Colisage", value: "1 conteneur 40 pieds (flat rack)" },
  ],
  faq: [
    {
      question: "Que reste-t-il à faire à l’arrivée ?",
      answer:
        "Les plots béton, la pose à la grue et les raccordements eau et électricité, par un prestataire local sur devis séparé.",
    },
    {
      question: "Peut-on choisir les finitions ?",
      answer: "Oui : bardage, couleur des menuiseries et options d’équipement se choisissent à la commande.",
    },
  ],
  options: [
    {
      code: "bardage",
      label: "Bardage",
      inputType: "select",
      isRequired: true,
      values: [
        { valueCode: "bois-thermo", label: "Bois thermo-traité", priceDelta: 0 },
        { valueCode: "composite", label: "Composite sans entretien", priceDelta: 140_000 },
      ],
    },
    {
      code: "equipements",
      label: "Équipements",
      inputType: "checkbox",
      isRequired: false,
      values: [
        { valueCode: "climatisation", label: "Climatisation réversible", priceDelta: 165_000 },
        { valueCode: "chauffe-eau-solaire", label: "Chauffe-eau solaire 200 L", priceDelta: 210_000 },
      ],
    },
  ],
  translations: TURNKEY_TINY_HOUSE_TRANSLATIONS,
};
