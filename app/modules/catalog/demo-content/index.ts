// Demo content seeded into an empty database (DESIGN.md "Data"): the spec's categories and sample products.
import { DEMO_CATEGORIES } from "./categories.ts";
import { PV_GREENHOUSE } from "./product-pv-greenhouse.ts";
import { MINI_EXCAVATORS } from "./product-mini-excavators.ts";
import { TINY_HOUSE_KIT } from "./product-tiny-house.ts";
import type { DemoImage, DemoProduct } from "./types.ts";

export { DEMO_CATEGORIES };
export type { DemoCategory, DemoImage, DemoMedia, DemoOption, DemoProduct } from "./types.ts";

export const DEMO_PRODUCTS: DemoProduct[] = [TINY_HOUSE_KIT, PV_GREENHOUSE, MINI_EXCAVATORS];

/** Every picture the demo needs, category covers first. */
export function listDemoImages(): DemoImage[] {
  return [...DEMO_CATEGORIES.map((category) => category.cover), ...DEMO_PRODUCTS.flatMap((product) => product.media)];
}
