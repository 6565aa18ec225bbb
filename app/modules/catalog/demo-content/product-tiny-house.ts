// Sample product 1 of the specification: a 70 m² tiny-house structure kit.
import { containerShip, finishedHouse, floorPlan, houseFrame } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { TINY_HOUSE_KIT_TRANSLATIONS } from "./translations-tiny-house.ts";
import type { DemoProduct } from "./types.ts";

const TITLE = "Kit structure Tiny House 70 m²";

export const TINY_HOUSE_KIT: DemoProduct = {
  slug: "kit-structure-tiny-house-70-m2",
  categoryKey: "tiny",
  title: TITLE,
  subtitle: "Ossature bois traité classe 4, plans et calculs de structure inclus, livrée CNF Papeete",
  descriptionHtml: [
    "<h2>Une maison de 70 m² en kit, étudiée pour la Polynésie</h2>",
    "<p>Ce kit comprend toute la <strong>structure</strong> d’une maison de plain-pied de 70 m² : ossature bois, ",
    "charpente, couverture, menuiseries extérieures et visserie inox. Chaque pièce est repérée et livrée avec une ",
    "notice de montage en français.</p>",
    "<h3>Ce qui est inclus</h3>",
    "<ul><li>Étude préliminaire, plans et calculs de structure au vent cyclonique</li>",
    "<li>Ossature et charpente en pin traité autoclave classe 4</li>",
    "<li>Couverture en tôle bac acier, menuiseries aluminium</li>",
    "<li>Contrôle qualité en usine, emballage export et transport CNF Papeete</li></ul>",
    "<h3>Ce qui reste à prévoir sur place</h3>",
    "<p>Les fondations, le montage et les raccordements sont réalisés par un prestataire local, sur devis séparé. ",
    "Les taxes, le dédouanement et les redevances territoriales à l’arrivée sont à la charge du client.</p>",
  ].join(""),
  leadtime: "35-45 jours",
  badges: ["CNF", "Plans inclus", "Bois classe 4"],
  // (16 400 USD × 1,5 + 3 200 USD) × 119,33
  finalPriceXpf: 3_317_374,
  basePriceXpf: 2_935_518,
  freightPriceXpf: 381_856,
  purchasePriceCents: 1_640_000,
  seaFreightCents: 320_000,
  shippingUnit: "container_40",
  unitsPerShippingUnit: 1,
  logistics: {
    hsCode: "94061000",
    originCountry: "CN",
    netWeightGrams: 6_200_000,
    grossWeightGrams: 6_500_000,
    shippingUnitLengthMm: 11_800,
    shippingUnitWidthMm: 2200,
    shippingUnitHeightMm: 2300,
    shippingUnitVolumeCm3: 59_708_000,
    packagesPerUnit: 12,
  },
  supplierName: "Fournisseur partenaire, Foshan (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "tiny-house-1",
      kind: "image",
      alt: "Illustration de l’ossature bois du kit Tiny House 70 m²",
      svg: () => scene({ body: houseFrame() }),
    },
    {
      name: "tiny-house-2",
      kind: "image",
      alt: "Plan de la Tiny House 70 m² : séjour-cuisine, deux chambres, salle d’eau",
      svg: () => scene({ body: floorPlan() }),
    },
    {
      name: "tiny-house-3",
      kind: "image",
      alt: "Porte-conteneurs entre Hong Kong et Papeete",
      svg: () => scene({ hasSea: true, horizon: 600, ground: "#2a8fbf", body: containerShip() }),
    },
    {
      name: "tiny-house-4",
      kind: "image",
      alt: "Tiny House montée avec sa terrasse, entourée de cocotiers",
      svg: () => scene({ ground: "#e9d8a6", body: finishedHouse() }),
    },
  ],
  specs: [
    { label: "Surface habitable", value: "70 m² (10,00 × 7,00 m)" },
    { label: "Ossature", value: "Pin traité autoclave classe 4, sections 45 × 145 mm" },
    { label: "Toiture", value: "Fermettes bois, pente 25°, tôle bac acier 0,5 mm" },
    { label: "Tenue au vent", value: "Calculée pour un vent de base de 45 m/s, ancrages inclus" },
    { label: "Colisage", value: "1 conteneur 40 pieds HC, notice de montage en français" },
    { label: "Montage", value: "2 à 3 semaines pour une équipe de 4 personnes" },
  ],
  faq: [
    {
      question: "Le kit comprend-il les fondations ?",
      answer:
        "Non. Les plots ou pieux béton sont réalisés sur place ; nous fournissons le plan d’implantation et les platines d’ancrage.",
    },
    {
      question: "Qui réalise le montage en Polynésie ?",
      answer:
        "Un prestataire local partenaire, sur devis séparé. Il dispose de la notice, des plans et d’une assistance à distance de notre bureau d’études.",
    },
    {
      question: "La structure résiste-t-elle aux cyclones ?",
      answer:
        "Les calculs de structure sont faits pour un vent de base de 45 m/s avec ancrage au sol. La note de calcul vous est remise avec les plans.",
    },
  ],
  options: [
    {
      code: "couverture",
      label: "Couverture",
      inputType: "select",
      isRequired: true,
      values: [
        { valueCode: "bac-acier", label: "Tôle bac acier 0,5 mm", priceDelta: 0 },
        { valueCode: "bac-acier-marine", label: "Bac acier laqué qualité marine", priceDelta: 95_000 },
        {
          valueCode: "panneau-sandwich",
          label: "Panneau sandwich isolé 40 mm",
          priceDelta: 185_000,
          description: "Meilleur confort thermique sous le soleil tropical",
        },
      ],
    },
    {
      code: "options",
      label: "Options complémentaires",
      inputType: "checkbox",
      isRequired: false,
      values: [
        { valueCode: "terrasse", label: "Terrasse bois 15 m²", priceDelta: 310_000 },
        { valueCode: "plomberie-electricite", label: "Kit plomberie et électricité", priceDelta: 420_000 },
        { valueCode: "moustiquaires", label: "Moustiquaires sur toutes les ouvertures", priceDelta: 65_000 },
      ],
    },
  ],
  translations: TINY_HOUSE_KIT_TRANSLATIONS,
};
