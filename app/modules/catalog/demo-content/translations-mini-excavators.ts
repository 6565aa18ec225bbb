// English and Chinese texts of the mini-excavators group import (product-mini-excavators.ts).
import type { DemoProduct } from "./types.ts";

export const MINI_EXCAVATORS_TRANSLATIONS: DemoProduct["translations"] = {
  en: {
    title: "1.8 t mini-excavator – group import",
    subtitle: "New mini-excavators on a group order: two machines per 20-foot container, delivered CNF Papeete",
    descriptionHtml: [
      "<h2>Share the container, not the freight bill</h2>",
      "<p>A 20-foot container carries <strong>two mini-excavators</strong>. We group the orders of several ",
      "customers to fill each container: the freight is shared and every machine arrives new, inspected at the ",
      "factory and insured during transport.</p>",
      "<h3>The machine</h3>",
      "<ul><li>1,800 kg, 15 kW three-cylinder diesel engine</li>",
      "<li>Rubber tracks, dozer blade, offset boom</li>",
      "<li>400 mm bucket and 500-hour service kit supplied</li></ul>",
      "<h3>How it goes</h3>",
      "<p>Deposit on order, inspection and photos before loading, departure as soon as the container is full. ",
      "Taxes, customs clearance and territorial fees on arrival are paid by the customer.</p>",
    ].join(""),
    leadtime: "25–35 days",
    badges: ["CNF", "Group import", "New"],
    specs: [
      ["Operating weight", "1,800 kg"],
      ["Engine", "Three-cylinder diesel, 15 kW"],
      ["Digging depth", "2.3 m"],
      ["Width", "1.0 m, rubber tracks, dozer blade"],
      ["Packing", "2 mini-excavators per 20-foot container"],
      ["Warranty", "12 months or 1,000 hours, wear parts excluded"],
    ],
    faq: [
      [
        "How does the group import work?",
        "We gather orders until a container of two machines is full. The freight is shared and it leaves as soon as the container is full.",
      ],
      [
        "Are spare parts available?",
        "A 500-hour service kit is supplied. Other parts are sent from Hong Kong by express freight, usually within three weeks.",
      ],
      [
        "Is the machine cleared through customs on arrival?",
        "No. Taxes, customs clearance and territorial fees are yours to pay; we supply the invoice, certificate of origin and bill of lading.",
      ],
    ],
    options: {
      modele: {
        label: "Model",
        values: { "1-8-t": "1.8 t – canopy", "2-5-t": "2.5 t – closed cab", "3-5-t": "3.5 t – air-conditioned cab" },
      },
      accessoires: {
        label: "Attachments",
        values: {
          "godet-curage": "800 mm ditching bucket",
          "brise-roche": "Hydraulic breaker",
          "attache-rapide": "Mechanical quick coupler",
        },
      },
    },
  },
  zh: {
    title: "1.8 吨小型挖掘机 – 拼柜进口",
    subtitle: "全新小型挖掘机拼单订购：每个 20 尺柜装两台，CNF 帕皮提交货",
    descriptionHtml: [
      "<h2>拼的是集装箱，省的是运费</h2>",
      "<p>一个 20 尺集装箱可装<strong>两台小型挖掘机</strong>。我们汇集多位客户的订单装满每个集装箱：",
      "运费分摊，每台机器全新出厂、经工厂检验，运输途中有保险。</p>",
      "<h3>机器参数</h3>",
      "<ul><li>1 800 kg，15 kW 三缸柴油发动机</li>",
      "<li>橡胶履带、推土铲、偏置动臂</li>",
      "<li>随机附 400 mm 铲斗及 500 小时保养套件</li></ul>",
      "<h3>流程</h3>",
      "<p>下单付定金，装柜前检验并拍照，集装箱装满即发运。",
      "到港后的税费、清关费及地方规费由客户承担。</p>",
    ].join(""),
    leadtime: "25–35 天",
    badges: ["CNF", "拼柜进口", "全新"],
    specs: [
      ["工作重量", "1 800 kg"],
      ["发动机", "三缸柴油，15 kW"],
      ["挖掘深度", "2.3 m"],
      ["宽度", "1.0 m，橡胶履带，推土铲"],
      ["包装", "每个 20 尺柜装 2 台"],
      ["保修", "12 个月或 1 000 小时，易损件除外"],
    ],
    faq: [
      ["拼柜进口如何运作？", "我们汇集订单，直到凑满一个可装两台机器的集装箱。运费分摊，集装箱装满即发运。"],
      ["有备件供应吗？", "随机附 500 小时保养套件。其他备件从香港以快递空运发出，通常三周内送达。"],
      ["机器到港时已清关吗？", "没有。税费、清关费及地方规费由您承担；我们提供发票、原产地证书和提单。"],
    ],
    options: {
      modele: {
        label: "型号",
        values: { "1-8-t": "1.8 吨 – 顶棚", "2-5-t": "2.5 吨 – 封闭驾驶室", "3-5-t": "3.5 吨 – 空调驾驶室" },
      },
      accessoires: {
        label: "属具",
        values: { "godet-curage": "800 mm 清沟铲斗", "brise-roche": "液压破碎锤", "attache-rapide": "机械快换接头" },
      },
    },
  },
};
