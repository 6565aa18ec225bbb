// The deterministic randomness of the at-scale seed (scripts/seed-scale.ts and scripts/seed-scale/): one seeded
// generator, the picks and distributions it is drawn with, and the people, places and products it names. Same
// seed, same rows.
import { mulberry32 } from "../mulberry32.ts";

/** The seed's draws, from one mulberry32 generator: deterministic for a given seed. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** A value by weight: `weighted([["paid", 35], ["pending", 40]])`. */
  const weighted = <T>(choices: ReadonlyArray<readonly [T, number]>): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  };
  /** Skewed towards the start of 0..n-1 (a few customers and products take many orders, like real shops). */
  const skewed = (n: number, power = 2.2) => Math.min(n - 1, Math.floor(n * next() ** power));
  /** A version-4 shaped uuid drawn from the generator, so rows can refer to each other before they are inserted. */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = "4";
    hex[16] = ((Math.floor(next() * 4) & 0x3) | 0x8).toString(16);
    const s = hex.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  /**
   * An instant within the `days` before `until`, denser towards the end (the business grows): the square root of
   * a uniform draw puts twice as many rows in the last year as in the first.
   */
  const instantBefore = (until: Date, days: number) =>
    new Date(until.getTime() - (1 - Math.sqrt(next())) * days * 86_400_000 - int(0, 59_999));
  return { next, int, pick, weighted, skewed, uuid, instantBefore };
}

export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  "Hélène",
  "Théo",
  "Noémie",
  "Anaïs",
  "Maëlle",
  "Jérôme",
  "François",
  "Loïc",
  "Céline",
  "Ève",
  "Gaëtan",
  "Chloé",
  "Éloïse",
  "Raphaël",
  "Zoé",
  "Teva",
  "Hinatea",
  "Moana",
  "Tamatoa",
  "Vaihere",
  "Poerava",
  "Manutea",
  "Heimana",
  "Tiare",
  "Rahiti",
  "Mareva",
  "Kévin",
  "Léa",
  "Benoît",
  "Agnès",
  "Wei",
  "Mei-Ling",
] as const;

export const LAST_NAMES = [
  "Lefèvre",
  "Teriitahi",
  "Tehei",
  "Dupont",
  "Martin",
  "Ducoté",
  "Müller",
  "Chang",
  "Wong",
  "Richmond",
  "Bézier",
  "Tauraatua",
  "Tetuanui",
  "Pérez",
  "Lévêque",
  "Faÿ",
  "Nguyễn",
  "Le Gall",
  "O'Connor",
  "Temauri",
  "Brémond",
  "Teissier",
  "陈",
  "Ah-Sing",
] as const;

export const PLACES = [
  "Papeete",
  "Faa'a",
  "Punaauia",
  "Pirae",
  "Arue",
  "Mahina",
  "Paea",
  "Papara",
  "Taravao",
  "Moorea",
  "Raiatea",
  "Taha'a",
  "Huahine",
  "Bora Bora",
  "Rangiroa",
  "Nuku Hiva",
  "Hiva Oa",
  "Rurutu",
  "Tubuai",
  "Fakarava",
] as const;

export const COMPANY_WORDS = ["Fare", "Te Moana", "Vanille", "Motu", "Pension", "BTP", "Rāhui", "Ora", "Hōtū", "Nui"];

export const PRODUCT_KINDS = [
  ["Mini-pelle", "mini-pelle"],
  ["Serre photovoltaïque", "serre-photovoltaique"],
  ["Kit solaire", "kit-solaire"],
  ["Tiny house", "tiny-house"],
  ["Conteneur frigorifique", "conteneur-frigorifique"],
  ["Groupe électrogène", "groupe-electrogene"],
  ["Bungalow préfabriqué", "bungalow-prefabrique"],
  ["Citerne à eau", "citerne-a-eau"],
  ["Pompe à chaleur", "pompe-a-chaleur"],
  ["Fixations inox", "fixations-inox"],
  ["Panneaux sandwich", "panneaux-sandwich"],
  ["Générateur d'eau atmosphérique", "generateur-eau-atmospherique"],
] as const;

export const PRODUCT_VARIANTS = [
  ["compact", "compact"],
  ["renforcé", "renforce"],
  ["côtier", "cotier"],
  ["éco", "eco"],
  ["grand modèle", "grand-modele"],
  ["léger", "leger"],
  ["tropicalisé", "tropicalise"],
  ["pro", "pro"],
] as const;

export const OPTION_CHOICES = [
  {
    code: "finish",
    label: "Finition",
    values: [
      ["std", "Standard"],
      ["premium", "Première qualité"],
    ],
  },
  {
    code: "color",
    label: "Couleur",
    values: [
      ["white", "Blanc"],
      ["grey", "Gris anthracite"],
      ["green", "Vert"],
    ],
  },
  {
    code: "power",
    label: "Puissance",
    values: [
      ["3kw", "3 kWc"],
      ["5kw", "5 kWc"],
      ["10kw", "10 kWc"],
    ],
  },
] as const;

export const MESSAGES = [
  "Bonjour, je souhaiterais un devis pour une livraison à {place}. Merci d'avance.",
  "Est-il possible d'avoir la version tropicalisée ? Délai de livraison à {place} ?",
  "Nous équipons une pension de famille à {place} : quel prix pour 3 unités ?",
  "Pouvez-vous m'envoyer la fiche technique et les conditions de paiement ?",
  "Projet de construction à {place}, début des travaux prévu dans deux mois. Ça passe ?",
  "Je voudrais savoir si l'installation est comprise, et la garantie.",
] as const;
