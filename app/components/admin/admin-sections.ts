import { href } from "react-router";
import {
  ClipboardList,
  CreditCard,
  DatabaseBackup,
  FileMinus,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Package,
  PackageSearch,
  Palette,
  Receipt,
  ScrollText,
  Settings,
  Ship,
  ShoppingCart,
  SquarePen,
  TextCursorInput,
  Timer,
  Truck,
  UserRound,
  Users,
} from "lucide-react";

export type AdminSection = {
  /** Its label is `admin:nav.<key>`. */
  key: string;
  to: string;
  icon: LucideIcon;
};

const section = (key: string, to: string, icon: LucideIcon): AdminSection => ({ key, to, icon });

/** The back office's sections, grouped as the side navigation shows them; group labels are `admin:groups.<key>`. */
export const ADMIN_NAV_GROUPS: ReadonlyArray<{ key: string | null; sections: readonly AdminSection[] }> = [
  { key: null, sections: [section("dashboard", "/admin", LayoutDashboard)] },
  {
    key: "catalog",
    sections: [section("products", "/admin/products", Package), section("import", "/admin/import", PackageSearch)],
  },
  {
    key: "sales",
    sections: [
      section("orders", "/admin/orders", ShoppingCart),
      section("shipments", "/admin/shipments", Ship),
      section("cardPayments", "/admin/airwallex-orders", CreditCard),
      section("leads", "/admin/leads", Users),
      section("customers", href("/admin/customers"), UserRound),
    ],
  },
  {
    key: "documents",
    sections: [
      section("quotes", "/admin/quotes", FileText),
      section("invoices", "/admin/invoices", Receipt),
      section("creditNotes", "/admin/credit-notes", FileMinus),
      section("purchaseOrders", "/admin/purchase-orders", ClipboardList),
      section("suppliers", "/admin/suppliers", Truck),
    ],
  },
  {
    key: "system",
    sections: [
      section("settings", "/admin/settings", Settings),
      section("jobs", "/admin/jobs", Timer),
      section("backups", "/admin/backups", DatabaseBackup),
      section("audit", "/admin/audit", ScrollText),
    ],
  },
  {
    key: "developer",
    sections: [
      section("ui", "/admin/ui", Palette),
      section("testQuill", "/admin/test-quill", SquarePen),
      section("inputSandbox", "/admin/input-sandbox", TextCursorInput),
    ],
  },
];

const ALL_SECTIONS = ADMIN_NAV_GROUPS.flatMap((group) => group.sections);

/** The dashboard's shortcut tiles, in the specification's order (back-office §2); their texts are `admin:dashboard.tiles.<key>`. */
export const DASHBOARD_TILES: readonly AdminSection[] = [
  "products",
  "import",
  "orders",
  "leads",
  "invoices",
  "quotes",
  "suppliers",
  "purchaseOrders",
].map((key) => ALL_SECTIONS.find((s) => s.key === key)!);
