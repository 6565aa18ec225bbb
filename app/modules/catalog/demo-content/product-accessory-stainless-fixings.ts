// Demo product of the 'Accessoires & fournitures' category: a case of marine-grade stainless fixings.
import { deckFixing, fixingsCase } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { STAINLESS_FIXINGS_TRANSLATIONS } from "./translations-stainless-fixings.ts";
import type { DemoProduct } from "./types.ts";

export const STAINLESS_FIXINGS: DemoProduct = {
  slug: "coffret-visserie-inox-a4",
  categoryKey: "accessoires",
  title: "Coffret de visserie inox A4",
  subtitle: "1 200 vis, boulons, rondelles et équerres en inox qualité marine, pour les chantiers en bord de mer",
  descriptionHtml: [
    "<h2>Des fixations qui ne rouillent pas au bord du lagon</h2>",
    "<p>L’air salin attaque l’acier zingué en quelques mois. Ce coffret réunit les fixations courantes d’un chantier ",
    "bois en <strong>inox A4 (316)</strong>, la qualité marine : vis de terrasse, tire-fonds, boulons, rondelles et ",
    "équerres, rangés par taille dans une mallette compartimentée.</p>",
    "<ul><li>Vis de terrasse 5 × 50 et 5 × 70 à tête fraisée</li>",
    "<li>Tire-fonds, boulons et écrous M8 à M12</li>",
    "<li>Équerres et sabots de charpente</li></ul>",
  ].join(""),
  leadtime: "15-25 jours",
  badges: ["CNF", "Inox A4"],
  // (180 USD × 1,5 + 40 USD, un colis) × 119,33
  finalPriceXpf: 36_992,
  basePriceXpf: 32_219,
  freightPriceXpf: 4_773,
  purchasePriceCents: 18_000,
  seaFreightCents: 4_000,
  shippingUnit: "parcel",
  unitsPerShippingUnit: 1,
  logistics: {
    hsCode: "73181500",
    originCountry: "CN",
    netWeightGrams: 9000,
    grossWeightGrams: 9800,
    shippingUnitLengthMm: 480,
    shippingUnitWidthMm: 350,
    shippingUnitHeightMm: 100,
    shippingUnitVolumeCm3: 16_800,
    packagesPerUnit: 1,
  },
  supplierName: "Fournisseur partenaire, Ningbo (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "visserie-inox-1",
      kind: "image",
      alt: "Mallette ouverte de vis, rondelles et équerres en inox",
      svg: () => scene({ ground: "#d8d2c4", body: fixingsCase() }),
    },
    {
      name: "visserie-inox-2",
      kind: "image",
      alt: "Lames de terrasse fixées par des vis inox sur des lambourdes",
      svg: () => scene({ body: deckFixing() }),
    },
  ],
  specs: [
    { label: "Matière", value: "Acier inoxydable A4 (316), qualité marine" },
    { label: "Contenu", value: "1 200 pièces : vis, tire-fonds, boulons, rondelles, équerres" },
    { label: "Mallette", value: "Polypropylène, 24 compartiments, 46 × 33 × 8 cm, 9 kg" },
    { label: "Colisage", value: "1 colis carton" },
  ],
  faq: [
    {
      question: "Pourquoi de l’inox A4 plutôt que A2 ?",
      answer: "L’A4 contient du molybdène : il résiste aux chlorures de l’air marin, là où l’A2 finit par piquer.",
    },
  ],
  options: [
    {
      code: "contenance",
      label: "Contenance",
      inputType: "select",
      isRequired: true,
      values: [
        { valueCode: "1200-pieces", label: "1 200 pièces", priceDelta: 0 },
        { valueCode: "2500-pieces", label: "2 500 pièces", priceDelta: 28_000 },
      ],
    },
  ],
  translations: STAINLESS_FIXINGS_TRANSLATIONS,
};
