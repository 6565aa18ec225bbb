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
    translations: { en: "Tiny House & modules", zh: "小屋与模块化建筑" },
  },
  {
    key: "solar",
    name: "Solaire & serres PV",
    cover: cover("solar", pvGreenhouse),
    translations: { en: "Solar & PV greenhouses", zh: "太阳能与光伏温室" },
  },
  {
    key: "equip",
    name: "Équipements & outillage pro",
    cover: cover("equip", () => excavator()),
    translations: { en: "Professional equipment & tools", zh: "专业设备与工具" },
  },
  {
    key: "tiny-house",
    name: "Tiny houses clés en main",
    cover: cover("tiny-house", finishedHouse),
    translations: { en: "Turnkey tiny houses", zh: "交钥匙小屋" },
  },
  {
    key: "accessoires",
    name: "Accessoires & fournitures",
    cover: cover("accessoires", accessories),
    translations: { en: "Accessories & supplies", zh: "配件与耗材" },
  },
  {
    key: "kits-solaires",
    name: "Kits solaires autonomes",
    cover: cover("kits-solaires", solarKit),
    translations: { en: "Off-grid solar kits", zh: "离网太阳能套件" },
  },
];
