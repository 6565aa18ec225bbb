import { ClipboardList, FileText, Package, PackageSearch, Receipt, ShoppingCart, Truck, Users } from "lucide-react";

/** The back-office sections (spec §2), in the order of the dashboard tiles; labels are keys of the `auth` catalog. */
export const ADMIN_SECTIONS = [
  { key: "products", to: "/admin/products", icon: Package },
  { key: "import", to: "/admin/import", icon: PackageSearch },
  { key: "orders", to: "/admin/orders", icon: ShoppingCart },
  { key: "leads", to: "/admin/leads", icon: Users },
  { key: "invoices", to: "/admin/invoices", icon: Receipt },
  { key: "quotes", to: "/admin/quotes", icon: FileText },
  { key: "suppliers", to: "/admin/suppliers", icon: Truck },
  { key: "purchaseOrders", to: "/admin/purchase-orders", icon: ClipboardList },
] as const;
