// The categories of the specification (storefront §3): the three fallback keys and the three keys with images.
import { accessories, excavator, finishedHouse, houseFrame, pvGreenhouse, solarKit } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import type { DemoCategory } from "./types.ts";

function cover(key: string, body: () => string) {
  return { name: `category-${key}`, svg: () => scene({ body: body() }) };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: "tiny",
    name: "Tiny House & modules",
    cover: cover("tiny", houseFrame),
  },
  {
    key: "solar",
    name: "Solaire & serres PV",
    cover: cover("solar", pvGreenhouse),
  },
  {
    key: "equip",
    name: "Équipements & outillage pro",
    cover: cover("equip", () => excavator()),
  },
  {
    key: "tiny-house",
    name: "Tiny houses clés en main",
    cover: cover("tiny-house", finishedHouse),
  },
  {
    key: "accessoires",
    name: "Accessoires & fournitures",
    cover: cover("accessoires", accessories),
  },
  {
    key: "kits-solaires",
    name: "Kits solaires autonomes",
    cover: cover("kits-solaires", solarKit),
  },
];
