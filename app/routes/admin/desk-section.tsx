// The frame of a desk section (/admin/quotes, /invoices, /purchase-orders, /suppliers): its list and its records
// sit under it, so every record's breadcrumbs name the section (Back office › Factures › BPE-F-2026-00012).
import { Outlet } from "react-router";
import type { AdminHandle } from "../../components/admin/admin-handle.ts";
import { deskSectionOf } from "../../modules/documents/desk-paths.ts";

export const handle: AdminHandle = {
  breadcrumb: (match, t) => {
    const key = deskSectionOf(match.pathname);
    return key ? t(key) : "";
  },
};

export default function DeskSection() {
  return <Outlet />;
}
