// Shapes of the demo content: plain data, inserted by seed-demo-content.server.ts.
import type { MediaKind, OptionInputType } from "../statuses.ts";
import type { TranslationLang } from "../translation-fields.ts";
import type { ShippingUnit } from "../pricing.ts";
import type { ProductLogistics } from "../product-logistics.ts";

/** A picture made by the project: an SVG drawing rendered to WebP variants under `demo/<name>-<width>.webp`. */
export type DemoImage = { name: string; svg: () => string };

/** The category's name in English and Chinese (ruling 15). */
export type DemoCategory = {
  key: string;
  name: string;
  cover: DemoImage;
  translations: Record<TranslationLang, string>;
};

/**
 * A demo product's texts in one other language (ruling 15), stored by the seed into the `translations` columns:
 * specs and FAQ in the order of the French ones, options and their values by code.
 */
export type DemoProductTranslation = {
  title: string;
  subtitle: string;
  descriptionHtml: string;
  leadtime: string;
  badges: string[];
  specs: Array<[label: string, value: string]>;
  faq: Array<[question: string, answer: string]>;
  options: Record<string, { label: string; values: Record<string, string | { label: string; description: string }> }>;
};

export type DemoMedia = DemoImage & { kind: MediaKind; alt: string };

export type DemoOption = {
  code: string;
  label: string;
  inputType: OptionInputType;
  isRequired: boolean;
  values: { valueCode: string; label: string; priceDelta: number; description?: string }[];
};

export type DemoProduct = {
  slug: string;
  categoryKey: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  leadtime: string;
  badges: string[];
  /** Whole XPF; final = base + freight, base = purchase × margin × 119.33, freight = sea freight × 119.33. */
  finalPriceXpf: number;
  basePriceXpf: number;
  freightPriceXpf: number;
  purchasePriceCents: number;
  seaFreightCents: number;
  /**
   * What the product ships in and how many fit in one (DESIGN.md ruling 11); the freight above is per shipping unit.
   * Default container_20 and 1.
   */
  shippingUnit?: ShippingUnit;
  unitsPerShippingUnit?: number;
  /** What a customs broker needs per unit (issue 30): HS code, origin, weights, shipping unit size, packages. */
  logistics: ProductLogistics;
  supplierName: string;
  paymentTerms: string;
  /** The first one is the cover (position 0). */
  media: DemoMedia[];
  specs: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  options: DemoOption[];
  translations: Record<TranslationLang, DemoProductTranslation>;
};
