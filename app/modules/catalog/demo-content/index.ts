// Demo content seeded into an empty database (DESIGN.md "Data"): the spec's categories and sample products.
import { DEMO_CATEGORIES } from "./categories.ts";
import { PV_GREENHOUSE } from "./product-pv-greenhouse.ts";
import { MINI_EXCAVATORS } from "./product-mini-excavators.ts";
import { TINY_HOUSE_KIT } from "./product-tiny-house.ts";
import { SOLAR_KIT } from "./product-solar-kit.ts";
import { STAINLESS_FIXINGS } from "./product-accessory-stainless-fixings.ts";
import { TURNKEY_TINY_HOUSE } from "./product-turnkey-tiny-house.ts";
import type { DemoImage, DemoProduct } from "./types.ts";

export { DEMO_CATEGORIES };
export type { DemoCategory, DemoImage, DemoMedia, DemoOption, DemoProduct } from "./types.ts";

/** One product per category at least, so no category page is empty and the home carousel has two pages. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  TINY_HOUSE_KIT,
  PV_GREENHOUSE,
  MINI_EXCAVATORS,
  SOLAR_KIT,
  STAINLESS_FIXINGS,
  TURNKEY_TINY_HOUSE,
];

/** Every picture the demo needs, category covers first. */
export function listDemoImages(): DemoImage[] {
  return [...DEMO_CATEGORIES.map((category) => category.cover), ...DEMO_PRODUCTS.flatMap((product) => product.media)];
}
