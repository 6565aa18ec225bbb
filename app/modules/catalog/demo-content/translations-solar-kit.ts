// English and Chinese texts of the off-grid solar kit (product-solar-kit.ts).
import type { DemoProduct } from "./types.ts";

export const SOLAR_KIT_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "Off-grid solar kit – 415 Wp panels",
    subtitle: "Monocrystalline panels sold one by one, shipped in pallets of 36, delivered CNF Papeete",
    descriptionHtml: [
      "<h2>Make your own electricity, even far from the grid</h2>",
      "<p><strong>415 Wp monocrystalline</strong> panels chosen for the island climate: anodised aluminium frame, ",
      "3.2 mm tempered glass and an IP68 junction box. They are ordered one by one and travel in strapped, ",
      "shrink-wrapped <strong>pallets of 36 panels</strong>.</p>",
      "<h3>For which projects</h3>",
      "<ul><li>Fare and remote homes, with a battery and a hybrid inverter</li>",
      "<li>Pumping, irrigation and cold rooms on farms</li>",
      "<li>Grid-connected roofs of shops and workshops</li></ul>",
      "<p>Installation and connection are carried out by a licensed local electrician, quoted separately.</p>",
    ].join(""),
    leadtime: "20–30 days",
    badges: ["CNF", "Pallet of 36", "415 Wp"],
    specs: [
      ["Power", "415 Wp per panel, 21.3% efficiency"],
      ["Dimensions", "1,722 × 1,134 × 30 mm, 21.5 kg"],
      ["Cells", "108 monocrystalline half-cells"],
      ["Ratings", "Wind 2,400 Pa, snow 5,400 Pa, salt mist IEC 61701"],
      ["Warranties", "12-year product, 25 years at 84.8% of rated power"],
      ["Packing", "Pallet of 36 panels, 1,760 × 1,130 × 1,250 mm"],
    ],
    faq: [
      [
        "Why order by pallets of 36?",
        "Freight is paid per pallet: 36 panels travel for the price of one shipment. An order of 37 panels leaves on two pallets.",
      ],
      [
        "Are the inverter and batteries supplied?",
        "No, they are ordered separately to match your consumption. Our design office sizes the whole system on a quote request.",
      ],
    ],
    options: {
      cadre: { label: "Frame", values: { argent: "Silver aluminium frame", noir: "Black aluminium frame" } },
      accessoires: { label: "Accessories", values: { mc4: "Pair of MC4 connectors" } },
    },
  },
  zh: {
    title: "离网太阳能套件 – 415 Wp 组件",
    subtitle: "单晶组件按块销售，每托盘 36 块发运，CNF 帕皮提交货",
    descriptionHtml: [
      "<h2>远离电网，也能自己发电</h2>",
      "<p>专为海岛气候挑选的 <strong>415 Wp 单晶</strong>组件：阳极氧化铝边框、3.2 mm 钢化玻璃、IP68 接线盒。",
      "按块订购，以打包缠膜的<strong>每托盘 36 块</strong>发运。</p>",
      "<h3>适用项目</h3>",
      "<ul><li>偏远住宅与传统小屋，配电池和混合逆变器</li>",
      "<li>农场的抽水、灌溉和冷库</li>",
      "<li>商铺和作坊屋顶并网发电</li></ul>",
      "<p>安装与接线由当地持证电工完成，另行报价。</p>",
    ].join(""),
    leadtime: "20–30 天",
    badges: ["CNF", "每托 36 块", "415 Wp"],
    specs: [
      ["功率", "每块 415 Wp，转换效率 21.3%"],
      ["尺寸", "1 722 × 1 134 × 30 mm，21.5 kg"],
      ["电池片", "108 片单晶半片"],
      ["耐候性", "抗风 2 400 Pa，抗雪 5 400 Pa，盐雾 IEC 61701"],
      ["质保", "产品 12 年，25 年功率不低于 84.8%"],
      ["包装", "每托盘 36 块，1 760 × 1 130 × 1 250 mm"],
    ],
    faq: [
      ["为什么按 36 块一托盘订购？", "运费按托盘计算：36 块组件只需一次运费。订购 37 块则需分两个托盘发运。"],
      ["提供逆变器和电池吗？", "不提供，需根据您的用电量另行订购。我们的设计部门可按报价请求为整套系统选型。"],
    ],
    options: {
      cadre: { label: "边框", values: { argent: "银色铝边框", noir: "黑色铝边框" } },
      accessoires: { label: "配件", values: { mc4: "MC4 连接器一对" } },
    },
  },
};
