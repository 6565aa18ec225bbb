// English and Chinese texts of the case of stainless fixings (product-accessory-stainless-fixings.ts).
import type { DemoProduct } from "./types.ts";

export const STAINLESS_FIXINGS_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "A4 stainless fixings case",
    subtitle: "1,200 marine-grade stainless screws, bolts, washers and brackets for seaside building sites",
    descriptionHtml: [
      "<h2>Fixings that do not rust by the lagoon</h2>",
      "<p>Salt air eats galvanised steel within months. This case gathers the everyday fixings of a timber building ",
      "site in <strong>A4 (316) stainless steel</strong>, the marine grade: decking screws, coach screws, bolts, ",
      "washers and brackets, sorted by size in a compartment case.</p>",
      "<ul><li>5 × 50 and 5 × 70 countersunk decking screws</li>",
      "<li>M8 to M12 coach screws, bolts and nuts</li>",
      "<li>Angle brackets and joist hangers</li></ul>",
    ].join(""),
    leadtime: "15–25 days",
    badges: ["CNF", "A4 stainless"],
    specs: [
      ["Material", "A4 (316) stainless steel, marine grade"],
      ["Contents", "1,200 pieces: screws, coach screws, bolts, washers, brackets"],
      ["Case", "Polypropylene, 24 compartments, 46 × 33 × 8 cm, 9 kg"],
      ["Packing", "1 carton"],
    ],
    faq: [
      [
        "Why A4 stainless rather than A2?",
        "A4 contains molybdenum: it resists the chlorides of sea air, where A2 ends up pitting.",
      ],
    ],
    options: {
      contenance: { label: "Quantity", values: { "1200-pieces": "1,200 pieces", "2500-pieces": "2,500 pieces" } },
    },
  },
  zh: {
    title: "A4 不锈钢紧固件套装",
    subtitle: "1 200 件船用级不锈钢螺钉、螺栓、垫圈和角码，适用于海边工地",
    descriptionHtml: [
      "<h2>在泻湖边也不生锈的紧固件</h2>",
      "<p>含盐空气几个月就能腐蚀镀锌钢。本套装汇集木结构工地常用的 <strong>A4（316）不锈钢</strong>紧固件，",
      "即船用级：地板螺钉、方头木螺钉、螺栓、垫圈和角码，按尺寸分装在分格工具箱中。</p>",
      "<ul><li>5 × 50 和 5 × 70 沉头地板螺钉</li>",
      "<li>M8 至 M12 方头木螺钉、螺栓和螺母</li>",
      "<li>角码和梁托</li></ul>",
    ].join(""),
    leadtime: "15–25 天",
    badges: ["CNF", "A4 不锈钢"],
    specs: [
      ["材质", "A4（316）不锈钢，船用级"],
      ["内容", "1 200 件：螺钉、方头木螺钉、螺栓、垫圈、角码"],
      ["工具箱", "聚丙烯，24 格，46 × 33 × 8 cm，9 kg"],
      ["包装", "1 个纸箱"],
    ],
    faq: [["为什么选 A4 而不是 A2 不锈钢？", "A4 含钼，能抵抗海风中的氯化物，而 A2 最终会出现点蚀。"]],
    options: {
      contenance: { label: "数量", values: { "1200-pieces": "1 200 件", "2500-pieces": "2 500 件" } },
    },
  },
};
