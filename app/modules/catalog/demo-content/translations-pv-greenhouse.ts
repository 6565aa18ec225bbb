// English and Chinese texts of the photovoltaic greenhouse (product-pv-greenhouse.ts).
import type { DemoProduct } from "./types.ts";

export const PV_GREENHOUSE_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "Photovoltaic greenhouse for vanilla",
    subtitle: "500 m² shade house under a 30 kWp solar roof, designed for Tahitian vanilla",
    descriptionHtml: [
      "<h2>The shade vanilla needs, with electricity on top</h2>",
      "<p>Vanilla <em>tahitensis</em> grows under about 50% shade. This greenhouse replaces part of the shade cloth ",
      "with <strong>photovoltaic panels</strong>: they protect the vines and power the pumps, the misting and the ",
      "curing of the pods.</p>",
      "<h3>Highlights</h3>",
      "<ul><li>Hot-dip galvanised steel structure, bolted, no welding on site</li>",
      "<li>72 monocrystalline 415 Wp modules and a battery-ready hybrid inverter</li>",
      "<li>5 m bays: the greenhouse grows module by module</li>",
      "<li>Site layout study and technical file for the grid connection</li></ul>",
      "<p>Grid connection and commissioning are carried out by a licensed local electrician, quoted separately.</p>",
    ].join(""),
    leadtime: "30–40 days",
    badges: ["CNF", "30 kWp solar", "Agricultural"],
    specs: [
      ["Covered area", "500 m² (20 × 25 m), 4.2 m ridge height"],
      ["Photovoltaic power", "30 kWp: 72 monocrystalline 415 Wp modules"],
      ["Structure", "Hot-dip galvanised steel, bolted, 160 km/h design wind"],
      ["Shading", "50% cloth where there are no panels"],
      ["Inverter", "30 kW hybrid, ready for a lithium battery"],
      ["Packing", "1 × 40-foot HC container, 2 pallets of 36 panels"],
    ],
    faq: [
      [
        "Why a photovoltaic greenhouse for vanilla?",
        "Vanilla needs about 50% shade. The panels provide that shade and produce the farm's electricity instead of a mere cloth.",
      ],
      [
        "Is the grid connection included?",
        "No. It is done by a licensed local electrician; we supply the diagrams, the data sheets and help with the application.",
      ],
      [
        "Can the greenhouse be extended later?",
        "Yes. The structure is modular in 5 m bays: new bays can be ordered and bolted onto the existing ones.",
      ],
    ],
    options: {
      surface: {
        label: "Area",
        values: { "500-m2": "500 m² – 30 kWp", "750-m2": "750 m² – 45 kWp", "1000-m2": "1,000 m² – 60 kWp" },
      },
      stockage: {
        label: "Energy storage",
        values: {
          "sans-batterie": "No battery",
          "batterie-10-kwh": "10 kWh lithium battery",
          "batterie-20-kwh": "20 kWh lithium battery",
        },
      },
      arrosage: {
        label: "Watering",
        values: {
          "goutte-a-goutte": "Drip irrigation",
          brumisation: { label: "Misting", description: "Keeps the air around the vines humid" },
        },
      },
    },
  },
  zh: {
    title: "香草种植光伏温室",
    subtitle: "500 m² 遮阴温室，配 30 kWp 太阳能屋顶，专为大溪地香草设计",
    descriptionHtml: [
      "<h2>既为香草遮阴，又能发电</h2>",
      "<p>大溪地香草（<em>tahitensis</em>）需要约 50% 的遮阴。本温室以<strong>光伏板</strong>取代部分遮阳网：",
      "既保护藤蔓，又为水泵、喷雾和豆荚烘干供电。</p>",
      "<h3>亮点</h3>",
      "<ul><li>热浸镀锌钢结构，螺栓连接，现场无需焊接</li>",
      "<li>72 块 415 Wp 单晶组件及可接电池的混合逆变器</li>",
      "<li>5 m 跨度模块：温室可逐段扩建</li>",
      "<li>选址布局研究及并网技术资料</li></ul>",
      "<p>并网及调试由当地持证电工完成，另行报价。</p>",
    ].join(""),
    leadtime: "30–40 天",
    badges: ["CNF", "30 kWp 光伏", "农业"],
    specs: [
      ["覆盖面积", "500 m²（20 × 25 m），屋脊高 4.2 m"],
      ["光伏功率", "30 kWp：72 块 415 Wp 单晶组件"],
      ["结构", "热浸镀锌钢，螺栓连接，设计风速 160 km/h"],
      ["遮阴", "无光伏板区域使用 50% 遮阳网"],
      ["逆变器", "30 kW 混合逆变器，可接锂电池"],
      ["包装", "1 个 40 尺高柜，2 托盘各 36 块组件"],
    ],
    faq: [
      ["为什么香草要用光伏温室？", "香草需要约 50% 的遮阴。光伏板提供遮阴的同时为种植园发电，而不只是一张遮阳网。"],
      ["包含并网吗？", "不包含。并网由当地持证电工完成；我们提供电路图、技术参数表并协助办理申请。"],
      ["温室以后可以扩建吗？", "可以。结构以 5 m 跨度为模块：可订购新的跨段，直接用螺栓接在原有结构上。"],
    ],
    options: {
      surface: {
        label: "面积",
        values: { "500-m2": "500 m² – 30 kWp", "750-m2": "750 m² – 45 kWp", "1000-m2": "1 000 m² – 60 kWp" },
      },
      stockage: {
        label: "储能",
        values: { "sans-batterie": "不配电池", "batterie-10-kwh": "10 kWh 锂电池", "batterie-20-kwh": "20 kWh 锂电池" },
      },
      arrosage: {
        label: "灌溉",
        values: {
          "goutte-a-goutte": "滴灌",
          brumisation: { label: "喷雾", description: "保持藤蔓周围的湿度" },
        },
      },
    },
  },
};
