// English and Chinese texts of the turnkey tiny house (product-turnkey-tiny-house.ts).
import type { DemoProduct } from "./types.ts";

export const TURNKEY_TINY_HOUSE_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "Turnkey tiny house, 28 m²",
    subtitle: "A finished house, fitted and wired at the factory, delivered CNF Papeete ready to set on its pads",
    descriptionHtml: [
      "<h2>A house ready to live in once it is set down</h2>",
      "<p>This 28 m² tiny house leaves the factory <strong>finished</strong>: cladding, windows, kitchen, shower ",
      "room, electrics and plumbing are fitted and tested before shipping. On site, it only needs setting on its ",
      "pads and connecting.</p>",
      "<h3>What is included</h3>",
      "<ul><li>Living room with fitted kitchen, one bedroom, one shower room</li>",
      "<li>Aluminium sliding windows, insect screens, roof insulation</li>",
      "<li>Structural calculations for cyclonic wind and setting instructions in French</li></ul>",
      "<p>Setting, pads and connections are carried out by a local contractor, quoted separately.</p>",
    ].join(""),
    leadtime: "45–60 days",
    badges: ["CNF", "Turnkey", "28 m²"],
    specs: [
      ["Living area", "28 m² (8.00 × 3.50 m)"],
      ["Rooms", "Living room and kitchen, one bedroom, one shower room"],
      ["Structure", "Galvanised steel frame, 45 m/s basic wind speed"],
      ["Electrics", "230 V board, sockets and LED lighting fitted"],
      ["Packing", "1 × 40-foot container (flat rack)"],
    ],
    faq: [
      [
        "What is left to do on arrival?",
        "The concrete pads, setting by crane and the water and power connections, by a local contractor quoted separately.",
      ],
      ["Can I choose the finishes?", "Yes: cladding, window colour and equipment options are chosen when ordering."],
    ],
    options: {
      bardage: {
        label: "Cladding",
        values: { "bois-thermo": "Thermally modified timber", composite: "Maintenance-free composite" },
      },
      equipements: {
        label: "Equipment",
        values: { climatisation: "Reversible air conditioning", "chauffe-eau-solaire": "200 L solar water heater" },
      },
    },
  },
  zh: {
    title: "交钥匙小屋 28 m²",
    subtitle: "工厂内完成装修、设备安装和布线，CNF 帕皮提交货，到场即可放上基墩",
    descriptionHtml: [
      "<h2>放下即可入住的房子</h2>",
      "<p>这栋 28 m² 小屋出厂时已<strong>全部完工</strong>：外墙挂板、门窗、厨房、淋浴间、电气和水管均在发运前安装并检测。",
      "到场后只需放上基墩并接通水电。</p>",
      "<h3>包含内容</h3>",
      "<ul><li>带整体厨房的客厅、一间卧室、一间淋浴间</li>",
      "<li>铝合金推拉窗、纱窗、屋顶隔热层</li>",
      "<li>抗台风结构计算及法文安装说明</li></ul>",
      "<p>吊装就位、基墩及水电连接由当地承包商完成，另行报价。</p>",
    ].join(""),
    leadtime: "45–60 天",
    badges: ["CNF", "交钥匙", "28 m²"],
    specs: [
      ["居住面积", "28 m²（8.00 × 3.50 m）"],
      ["房间", "客厅兼厨房、一间卧室、一间淋浴间"],
      ["结构", "镀锌钢框架，基本风速 45 m/s"],
      ["电气", "230 V 配电箱，插座和 LED 照明已安装"],
      ["包装", "1 个 40 尺框架箱"],
    ],
    faq: [
      ["到货后还需要做什么？", "混凝土基墩、吊车就位以及水电连接，由当地承包商完成，另行报价。"],
      ["可以选择装修吗？", "可以：外墙挂板、门窗颜色和设备选项均可在下单时选择。"],
    ],
    options: {
      bardage: { label: "外墙挂板", values: { "bois-thermo": "热改性木材", composite: "免维护复合材料" } },
      equipements: {
        label: "设备",
        values: { climatisation: "冷暖空调", "chauffe-eau-solaire": "200 L 太阳能热水器" },
      },
    },
  },
};
