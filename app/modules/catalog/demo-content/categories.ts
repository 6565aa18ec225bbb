// The categories of the specification (storefront §3): the three fallback keys and the three keys with images.
import { accessories, excavator, finishedHouse, houseFrame, pvGreenhouse, solarKit } from "./drawings.ts";
import { scene } from "./svg-parts.ts";
import type { DemoCategory } from "./types.ts";

function cover(key: string, title: string, subtitle: string, body: () => string) {
  return { name: `category-${key}`, svg: () => scene({ title, subtitle, body: body() }) };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: "tiny",
    name: "Tiny House & modules",
    cover: cover("tiny", "Tiny House & modules", "Kits structure, modules habitables", houseFrame),
  },
  {
    key: "solar",
    name: "Solaire & serres PV",
    cover: cover("solar", "Solaire & serres PV", "Serres photovoltaïques, centrales solaires", pvGreenhouse),
  },
  {
    key: "equip",
    name: "Équipements & outillage pro",
    cover: cover("equip", "Équipements & outillage pro", "Engins, outillage, import groupé", () => excavator()),
  },
  {
    key: "tiny-house",
    name: "Tiny houses clés en main",
    cover: cover("tiny-house", "Tiny houses clés en main", "Maisons compactes prêtes à poser", finishedHouse),
  },
  {
    key: "accessoires",
    name: "Accessoires & fournitures",
    cover: cover("accessoires", "Accessoires & fournitures", "Quincaillerie, caisses, outillage", accessories),
  },
  {
    key: "kits-solaires",
    name: "Kits solaires autonomes",
    cover: cover("kits-solaires", "Kits solaires autonomes", "Panneaux, batteries, onduleurs", solarKit),
  },
];
