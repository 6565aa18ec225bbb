// Sample product 3 of the specification: a group import of professional equipment (mini-excavators).
import { attachments, containerLoad, containerShip, excavator } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import { MINI_EXCAVATORS_TRANSLATIONS } from "./translations-mini-excavators.ts";
import type { DemoProduct } from "./types.ts";

const TITLE = "Mini-pelle 1,8 t – import groupé";

export const MINI_EXCAVATORS: DemoProduct = {
  slug: "mini-pelle-import-groupe",
  categoryKey: "equip",
  title: TITLE,
  subtitle: "Mini-pelles neuves en commande groupée : deux machines par conteneur 20 pieds, livrées CNF Papeete",
  descriptionHtml: [
    "<h2>Partagez le conteneur, pas la facture du fret</h2>",
    "<p>Un conteneur 20 pieds transporte <strong>deux mini-pelles</strong>. Nous regroupons les commandes de ",
    "plusieurs clients pour remplir chaque conteneur : le fret est partagé et chaque machine arrive neuve, contrôlée ",
    "en usine et assurée pendant le transport.</p>",
    "<h3>La machine</h3>",
    "<ul><li>1 800 kg, moteur diesel 3 cylindres de 15 kW</li>",
    "<li>Chenilles caoutchouc, lame de remblai, flèche déportable</li>",
    "<li>Godet de 400 mm et kit d’entretien 500 heures fournis</li></ul>",
    "<h3>Le déroulé</h3>",
    "<p>Acompte à la commande, contrôle et photos avant chargement, départ dès que le conteneur est complet. ",
    "Les taxes, le dédouanement et les redevances territoriales à l’arrivée restent à la charge du client.</p>",
  ].join(""),
  leadtime: "25-35 jours",
  badges: ["CNF", "Import groupé", "Neuf"],
  // (14 600 USD × 1,5 + 2 100 USD, la moitié d’un conteneur 20 pieds) × 119,33
  finalPriceXpf: 2_863_920,
  basePriceXpf: 2_613_327,
  freightPriceXpf: 250_593,
  purchasePriceCents: 1_460_000,
  seaFreightCents: 210_000,
  shippingUnit: "container_20",
  unitsPerShippingUnit: 2,
  logistics: {
    hsCode: "84295200",
    originCountry: "CN",
    netWeightGrams: 1_800_000,
    grossWeightGrams: 1_950_000,
    shippingUnitLengthMm: 3500,
    shippingUnitWidthMm: 1100,
    shippingUnitHeightMm: 2300,
    shippingUnitVolumeCm3: 8_855_000,
    packagesPerUnit: 1,
  },
  supplierName: "Fournisseur partenaire, Shandong (Chine)",
  paymentTerms: "30 % / 40 % / 30 %",
  media: [
    {
      name: "mini-pelle-1",
      kind: "image",
      alt: "Illustration d’une mini-pelle jaune sur chenilles",
      svg: () => scene({ ground: "#c9b48a", body: excavator() }),
    },
    {
      name: "mini-pelle-2",
      kind: "image",
      alt: "Deux mini-pelles chargées dans un conteneur 20 pieds",
      svg: () => scene({ ground: "#b9c2cc", body: containerLoad() }),
    },
    {
      name: "mini-pelle-3",
      kind: "image",
      alt: "Accessoires : godet de curage, brise-roche hydraulique et attache rapide",
      svg: () => scene({ ground: "#d8d2c4", body: attachments() }),
    },
    {
      name: "mini-pelle-4",
      kind: "image",
      alt: "Porte-conteneurs en route vers Papeete",
      svg: () => scene({ hasSea: true, ground: "#2a8fbf", body: containerShip() }),
    },
  ],
  specs: [
    { label: "Poids opérationnel", value: "1 800 kg" },
    { label: "Moteur", value: "Diesel 3 cylindres, 15 kW" },
    { label: "Profondeur de fouille", value: "2,3 m" },
    { label: "Largeur", value: "1,0 m, chenilles caoutchouc, lame de remblai" },
    { label: "Conditionnement", value: "2 mini-pelles par conteneur 20 pieds" },
    { label: "Garantie", value: "12 mois ou 1 000 heures, pièces d’usure exclues" },
  ],
  faq: [
    {
      question: "Comment fonctionne l’import groupé ?",
      answer:
        "Nous réunissons les commandes jusqu’à remplir un conteneur de deux machines. Le fret est partagé et le départ a lieu dès que le conteneur est complet.",
    },
    {
      question: "Les pièces détachées sont-elles disponibles ?",
      answer:
        "Un kit d’entretien 500 heures est fourni. Les autres pièces sont expédiées depuis Hong Kong par fret express, sous trois semaines en général.",
    },
    {
      question: "La machine est-elle dédouanée à l’arrivée ?",
      answer:
        "Non. Les taxes, le dédouanement et les redevances territoriales restent à votre charge ; nous fournissons facture, certificat d’origine et connaissement.",
    },
  ],
  options: [
    {
      code: "modele",
      label: "Modèle",
      inputType: "select",
      isRequired: true,
      values: [
        { valueCode: "1-8-t", label: "1,8 t – canopy", priceDelta: 0 },
        { valueCode: "2-5-t", label: "2,5 t – cabine fermée", priceDelta: 420_000 },
        { valueCode: "3-5-t", label: "3,5 t – cabine climatisée", priceDelta: 980_000 },
      ],
    },
    {
      code: "accessoires",
      label: "Accessoires",
      inputType: "checkbox",
      isRequired: false,
      values: [
        { valueCode: "godet-curage", label: "Godet de curage 800 mm", priceDelta: 45_000 },
        { valueCode: "brise-roche", label: "Brise-roche hydraulique", priceDelta: 290_000 },
        { valueCode: "attache-rapide", label: "Attache rapide mécanique", priceDelta: 60_000 },
      ],
    },
  ],
  translations: MINI_EXCAVATORS_TRANSLATIONS,
};
