// Where each document type lives under /admin, and which section of the back office a URL belongs to. Pure: the
// routes' loaders (type from the URL) and the breadcrumbs (section name) both read it.
import type { DocumentType } from "./statuses.ts";

/** The URL folder of each document type under /admin. */
export const DOCUMENT_PATHS: Record<DocumentType, string> = {
  quote: "quotes",
  invoice: "invoices",
  credit_note: "credit-notes",
  purchase_order: "purchase-orders",
};

/** The desk's sections (a list and its records) and their `admin:nav.*` names. */
export const DESK_SECTIONS = {
  quotes: "nav.quotes",
  invoices: "nav.invoices",
  "credit-notes": "nav.creditNotes",
  "purchase-orders": "nav.purchaseOrders",
  suppliers: "nav.suppliers",
} as const;

/** The folder after /admin/: '/admin/invoices/…' → 'invoices' (a data request's '.data' suffix left out). */
export function adminFolderOf(pathname: string): string | null {
  return /^\/admin\/([a-z-]+)(?=[/.?]|$)/.exec(pathname)?.[1] ?? null;
}

/** /admin/invoices/… → invoice. */
export function documentTypeOfPath(pathname: string): DocumentType | null {
  const folder = adminFolderOf(pathname);
  const found = Object.entries(DOCUMENT_PATHS).find(([, path]) => path === folder);
  return (found?.[0] as DocumentType | undefined) ?? null;
}

/** The `admin:` key naming the section of a desk URL ('nav.invoices'); null outside the desk. */
export function deskSectionOf(pathname: string): string | null {
  const folder = adminFolderOf(pathname);
  return folder && folder in DESK_SECTIONS ? DESK_SECTIONS[folder as keyof typeof DESK_SECTIONS] : null;
}
