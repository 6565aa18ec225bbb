import {
  ClipboardList,
  CreditCard,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Package,
  PackageSearch,
  Palette,
  Receipt,
  ScrollText,
  Settings,
  ShoppingCart,
  SquarePen,
  TextCursorInput,
  Truck,
  UserRound,
  Users,
} from "lucide-react";

export type AdminSection = {
  /** Its label is `admin:nav.<key>`. */
  key: string;
  to: string;
  icon: LucideIcon;
  /** False while the page is not built: the navigation shows the section marked 'Bientôt', its URL says so. */
  isReady: boolean;
};

const section = (key: string, to: string, icon: LucideIcon, isReady = false): AdminSection => ({
  key,
  to,
  icon,
  isReady,
});

/** The back office's sections, grouped as the side navigation shows them; group labels are `admin:groups.<key>`. */
export const ADMIN_NAV_GROUPS: ReadonlyArray<{ key: string | null; sections: readonly AdminSection[] }> = [
  { key: null, sections: [section("dashboard", "/admin", LayoutDashboard, true)] },
  {
    key: "catalog",
    sections: [
      section("products", "/admin/products", Package, true),
      section("import", "/admin/import", PackageSearch, true),
    ],
  },
  {
    key: "sales",
    sections: [
      section("orders", "/admin/orders", ShoppingCart, true),
      section("cardPayments", "/admin/airwallex-orders", CreditCard, true),
      section("leads", "/admin/leads", Users, true),
      section("customers", "/admin/customers", UserRound, true),
    ],
  },
  {
    key: "documents",
    sections: [
      section("quotes", "/admin/quotes", FileText, true),
      section("invoices", "/admin/invoices", Receipt, true),
      section("purchaseOrders", "/admin/purchase-orders", ClipboardList, true),
      section("suppliers", "/admin/suppliers", Truck, true),
    ],
  },
  {
    key: "system",
    sections: [
      section("settings", "/admin/settings", Settings, true),
      section("audit", "/admin/audit", ScrollText, true),
    ],
  },
  {
    key: "developer",
    sections: [
      section("ui", "/admin/ui", Palette, true),
      section("testQuill", "/admin/test-quill", SquarePen, true),
      section("inputSandbox", "/admin/input-sandbox", TextCursorInput, true),
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

/** The section a not-yet-built URL belongs to (`/admin/orders/123` → orders), for the 'bientôt disponible' page. */
export function findPlannedSection(pathname: string): AdminSection | undefined {
  return ALL_SECTIONS.find((s) => !s.isReady && (pathname === s.to || pathname.startsWith(`${s.to}/`)));
}
