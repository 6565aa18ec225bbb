// English and Chinese texts of the tiny-house structure kit (product-tiny-house.ts).
import type { DemoProduct } from "./types.ts";

export const TINY_HOUSE_KIT_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "Tiny House structure kit, 70 m²",
    subtitle: "Class 4 treated timber frame, plans and structural calculations included, delivered CNF Papeete",
    descriptionHtml: [
      "<h2>A 70 m² house in a kit, designed for French Polynesia</h2>",
      "<p>This kit holds the whole <strong>structure</strong> of a 70 m² single-storey house: timber frame, roof ",
      "trusses, roofing, exterior joinery and stainless fixings. Every part is labelled and comes with assembly ",
      "instructions in French.</p>",
      "<h3>What is included</h3>",
      "<ul><li>Preliminary study, plans and structural calculations for cyclonic wind</li>",
      "<li>Frame and trusses in class 4 pressure-treated pine</li>",
      "<li>Steel sheet roofing, aluminium windows and doors</li>",
      "<li>Factory quality control, export packing and shipping CNF Papeete</li></ul>",
      "<h3>What remains to be arranged on site</h3>",
      "<p>Foundations, assembly and connections are carried out by a local contractor, quoted separately. ",
      "Taxes, customs clearance and territorial fees on arrival are paid by the customer.</p>",
    ].join(""),
    leadtime: "35–45 days",
    badges: ["CNF", "Plans included", "Class 4 timber"],
    specs: [
      ["Living area", "70 m² (10.00 × 7.00 m)"],
      ["Frame", "Class 4 pressure-treated pine, 45 × 145 mm sections"],
      ["Roof", "Timber trusses, 25° pitch, 0.5 mm steel sheet"],
      ["Wind resistance", "Designed for a 45 m/s basic wind speed, anchors included"],
      ["Packing", "1 × 40-foot HC container, assembly instructions in French"],
      ["Assembly", "2 to 3 weeks for a team of 4"],
    ],
    faq: [
      [
        "Does the kit include the foundations?",
        "No. Concrete pads or piles are built on site; we supply the layout plan and the anchor plates.",
      ],
      [
        "Who assembles it in French Polynesia?",
        "A local partner contractor, quoted separately. They get the instructions, the plans and remote support from our design office.",
      ],
      [
        "Can the structure withstand cyclones?",
        "The structure is calculated for a 45 m/s basic wind speed with ground anchoring. The calculation report comes with the plans.",
      ],
    ],
    options: {
      couverture: {
        label: "Roofing",
        values: {
          "bac-acier": "0.5 mm steel sheet",
          "bac-acier-marine": "Marine-grade coated steel sheet",
          "panneau-sandwich": {
            label: "40 mm insulated sandwich panel",
            description: "Better thermal comfort under the tropical sun",
          },
        },
      },
      options: {
        label: "Additional options",
        values: {
          terrasse: "15 m² timber deck",
          "plomberie-electricite": "Plumbing and electrical kit",
          moustiquaires: "Insect screens on every opening",
        },
      },
    },
  },
  zh: {
    title: "Tiny House 结构套件 70 m²",
    subtitle: "四级防腐处理木结构，含图纸与结构计算，CNF 帕皮提交货",
    descriptionHtml: [
      "<h2>70 m² 套件式住宅，专为法属波利尼西亚设计</h2>",
      "<p>本套件包含一栋 70 m² 单层住宅的全部<strong>结构</strong>：木框架、屋架、屋面、外门窗及不锈钢紧固件。",
      "每个部件均有编号，并附法文安装说明。</p>",
      "<h3>包含内容</h3>",
      "<ul><li>初步研究、图纸及抗台风结构计算</li>",
      "<li>四级加压防腐松木框架与屋架</li>",
      "<li>彩钢板屋面、铝合金门窗</li>",
      "<li>工厂质检、出口包装及 CNF 帕皮提运输</li></ul>",
      "<h3>需在当地另行安排</h3>",
      "<p>地基、安装和管线连接由当地承包商完成，另行报价。",
      "到港后的税费、清关费及地方规费由客户承担。</p>",
    ].join(""),
    leadtime: "35–45 天",
    badges: ["CNF", "含图纸", "四级防腐木"],
    specs: [
      ["居住面积", "70 m²（10.00 × 7.00 m）"],
      ["框架", "四级加压防腐松木，截面 45 × 145 mm"],
      ["屋顶", "木屋架，坡度 25°，0.5 mm 彩钢板"],
      ["抗风能力", "按 45 m/s 基本风速设计，含锚固件"],
      ["包装", "1 个 40 尺高柜，附法文安装说明"],
      ["安装", "4 人团队约 2 至 3 周"],
    ],
    faq: [
      ["套件包含地基吗？", "不包含。混凝土墩或桩在现场施工；我们提供放样图和锚固板。"],
      [
        "在波利尼西亚由谁安装？",
        "由当地合作承包商安装，另行报价。承包商将获得安装说明、图纸以及我们设计部门的远程支持。",
      ],
      ["结构能抵御台风吗？", "结构按 45 m/s 基本风速并配合地面锚固进行计算。计算书随图纸一并交付。"],
    ],
    options: {
      couverture: {
        label: "屋面",
        values: {
          "bac-acier": "0.5 mm 彩钢板",
          "bac-acier-marine": "船用级涂层彩钢板",
          "panneau-sandwich": { label: "40 mm 保温夹芯板", description: "在热带阳光下隔热效果更好" },
        },
      },
      options: {
        label: "附加选项",
        values: {
          terrasse: "15 m² 木平台",
          "plomberie-electricite": "水电套件",
          moustiquaires: "所有门窗配纱窗",
        },
      },
    },
  },
};
