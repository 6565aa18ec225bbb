// The administrator's values that once were 500s (issue 28 item 3), sent to records that exist so their own checks
// are reached: days that are not in the calendar (a quote's validity, an invoice's due date and payment date, a
// shipment milestone), quantities, prices and totals past what a document holds, and a NUL sent as a JSON escape in a
// document's lines. Each is pinned: however the rest of the form is broken, the request must be refused. These bodies
// are never cut short: a cut inside a pinned value could leave a valid prefix ("2147" of "2147483648").
import type { Random } from "./fuzz-corpus.ts";

export type ExistingDocuments = {
  orderId: string;
  quoteId: string;
  invoiceId: string;
  purchaseOrderId: string;
};

type Target = { path: string; fields: Record<string, string>; pinned?: Record<string, string>; whole?: boolean };

export const BAD_DAYS = [
  "2026-02-30",
  "soon",
  "2025-02-29",
  "2026-04-31",
  "2026-13-01",
  "2026-00-10",
  "0000-01-01",
  "99999-01-01",
  "2026-1-1",
  "2026-02-30T00:00:00Z",
];

const line = (fields: Record<string, unknown>) => ({ description: "Ligne", qty: "1", unitPrice: "10", ...fields });

/** Lines no document holds: an overflowing product, a sum past the amounts' range, control characters as escapes. */
export const BAD_LINES = [
  JSON.stringify([line({ qty: "99999999999", unitPrice: "99999999999999" })]),
  JSON.stringify([line({ qty: 99999999999, unitPrice: 99999999999999 })]),
  JSON.stringify([line({ qty: "9".repeat(400) })]),
  JSON.stringify([line({ unitPrice: "20000000" }), line({ unitPrice: "20000000" })]),
  JSON.stringify([line({ qty: "9999999999", unitPrice: "2000000" })]),
  JSON.stringify([line({ description: "Ligne\u0000" })]),
  JSON.stringify([line({ productSlug: "\u0000" })]),
  JSON.stringify([line({ description: "a\u001bb", "\u0000": "x" })]),
];

// Past the amounts' range in any currency, XPF (no decimals) included.
const HUGE_AMOUNTS = ["99999999999999", "9".repeat(400), "2147483648", "1e309"];

/** Actions the first corpus did not reach, on records of nothing (so none can write). */
export function otherActionTargets(random: Random, nothing: () => string): Target[] {
  return [
    {
      path: `/admin/orders/${nothing()}/tracking`,
      fields: { intent: random.pick(["milestone", "send-link", "revoke-link"]), milestone: "production" },
    },
    { path: `/admin/quotes/${nothing()}/link`, fields: { intent: random.pick(["send", "revoke", "create"]) } },
    { path: `/admin/products/${nothing()}/media/${nothing()}/alt`, fields: { alt: "Texte", altEn: "Text" } },
    { path: `/admin/import/facts/${nothing()}`, fields: { facts: "{}" } },
    { path: `/admin/leads/${nothing()}`, fields: { intent: "open" } },
    { path: `/admin/customers/${nothing()}`, fields: { intent: "save", fullName: "Teva" } },
    { path: `/admin/suppliers/${nothing()}`, fields: { intent: "save", name: "Fournisseur" } },
    { path: `/admin/credit-notes/${nothing()}/preview`, fields: { intent: "send", to: "client@example.pf" } },
    { path: random.pick(["/admin/input-sandbox", "/admin/test-quill", "/admin/ui", "/admin/dashboard"]), fields: {} },
  ];
}

export function valueTargets(random: Random, existing: ExistingDocuments): Target[] {
  const lines = JSON.stringify([line({})]);
  const day = () => random.pick(BAD_DAYS);
  const quote = `/admin/quotes/${existing.quoteId}`;
  const invoice = `/admin/invoices/${existing.invoiceId}`;
  const targets: Target[] = [
    { path: quote, fields: { status: "draft", title: "Devis", lines }, pinned: { intent: "save", validUntil: day() } },
    {
      path: quote,
      fields: { status: "draft", title: "Devis" },
      pinned: { intent: "save", lines: random.pick(BAD_LINES) },
    },
    {
      path: invoice,
      fields: { currency: "USD", lines, notes: "Note" },
      pinned: { intent: "save", dueDate: day() },
    },
    {
      path: invoice,
      fields: { notes: "Note" },
      pinned: { intent: "save", currency: "USD", lines: random.pick(BAD_LINES) },
    },
    { path: invoice, fields: { method: "bank_transfer", amount: "10" }, pinned: { intent: "pay", paidOn: day() } },
    {
      path: invoice,
      fields: { method: "bank_transfer", paidOn: "2026-01-05" },
      pinned: { intent: "pay", amount: random.pick(HUGE_AMOUNTS) },
    },
    {
      path: `/admin/purchase-orders/${existing.purchaseOrderId}`,
      fields: { currency: "USD", notes: "Note" },
      pinned: { intent: "save", lines: random.pick(BAD_LINES) },
    },
    {
      path: `/admin/orders/${existing.orderId}/tracking`,
      fields: { note: "Parti" },
      pinned: { intent: "milestone", milestone: "production", reachedOn: day() },
    },
    {
      path: `/admin/orders/${existing.orderId}/tracking`,
      fields: { vessel: "Aranui" },
      pinned: { intent: "milestone", milestone: "at_sea", reachedOn: "2026-01-05", estimatedArrival: day() },
    },
  ];
  return targets.map((target) => ({ ...target, whole: true }));
}
