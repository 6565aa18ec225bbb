// The at-scale sales documents (scripts/seed-scale.ts): quotes, invoices with their payments, and credit notes,
// each with its lines, numbered per Tahiti year without gap like the app numbers them.
import type * as t from "../../app/db/schema/index.ts";
import {
  addDays,
  formatDocumentNumber,
  tahitiIsoDate,
  tahitiYear,
} from "../../app/modules/documents/document-number.ts";
import { fromXpf, SPAN_DAYS, type Person, type Product, type SeedPlan } from "./common.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

/** Numbers documents per Tahiti year in creation order, as takeDocumentNumber does; returns the last seq of each year. */
export function numberInOrder<Doc extends { createdAt: Date; number: string }>(docs: Doc[], type: t.DocumentType) {
  docs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const last = new Map<number, number>();
  for (const doc of docs) {
    const year = tahitiYear(doc.createdAt);
    const seq = (last.get(year) ?? 0) + 1;
    last.set(year, seq);
    doc.number = formatDocumentNumber(type, year, seq);
  }
  return [...last].map(([year, seq]) => ({ year, docType: type, seq }));
}

type Line = typeof t.documentLines.$inferInsert;

/** 1 to 8 lines of catalogue products (some with a fractional quantity); the total is Σ round(qty × unit price). */
function makeLines(
  r: Random,
  parentType: t.LineParentType,
  parentId: string,
  currency: t.Currency,
  catalogue: Product[],
  count = r.weighted([
    [1, 30],
    [r.int(2, 4), 50],
    [r.int(5, 8), 20],
  ] as const),
) {
  const lines: Line[] = Array.from({ length: count }, (_, position) => {
    const product = catalogue[r.skewed(catalogue.length)]!;
    return {
      id: r.uuid(),
      parentType,
      parentId,
      productSlug: product.slug,
      description: product.title,
      qty: r.next() < 0.1 ? r.int(1, 40) / 4 : r.int(1, 5),
      unitPrice: fromXpf(product.priceXpf, currency),
      currency,
      position,
    };
  });
  const total = lines.reduce((sum, line) => sum + Math.round(Number(line.qty) * (line.unitPrice ?? 0)), 0);
  return { lines, total };
}

const documentCurrency = (r: Random) =>
  r.weighted([
    ["USD", 50],
    ["XPF", 35],
    ["EUR", 15],
  ] as const);

export function makeQuotes(r: Random, { counts, until }: SeedPlan, people: Person[], catalogue: Product[]) {
  const lines: Line[] = [];
  const quotes = Array.from({ length: counts.quotes }, () => {
    const id = r.uuid();
    const currency = documentCurrency(r);
    const made = makeLines(r, "quote", id, currency, catalogue);
    lines.push(...made.lines);
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const status = r.weighted([
      ["draft", 25],
      ["sent", 35],
      ["accepted", 15],
      ["rejected", 10],
      ["converted", 15],
    ] as const);
    return {
      id,
      number: "",
      title: `Devis ${r.pick(words.PRODUCT_KINDS)[0].toLowerCase()} — ${r.pick(words.PLACES)}`,
      customerId: people[r.skewed(people.length, 1.5)]!.id,
      status,
      currency,
      total: made.total,
      validUntil: addDays(tahitiIsoDate(createdAt), 30),
      leadTime: "35-45 jours",
      sentAt: status === "draft" ? null : new Date(createdAt.getTime() + 3_600_000),
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.quotes.$inferInsert;
  });
  const counters = numberInOrder(quotes, "quote");
  return { quotes, lines, counters };
}

export function makeInvoices(r: Random, { counts, until }: SeedPlan, people: Person[], catalogue: Product[]) {
  const lines: Line[] = [];
  const payments: Array<typeof t.invoicePayments.$inferInsert> = [];
  const invoices = Array.from({ length: counts.invoices }, (_, i) => {
    const id = r.uuid();
    const currency = documentCurrency(r);
    // The first one is a large order of 60 lines: the bench times its PDF.
    const made = makeLines(r, "invoice", id, currency, catalogue, i === 0 ? 60 : undefined);
    lines.push(...made.lines);
    const person = people[r.skewed(people.length, 1.5)]!;
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const status = r.weighted([
      ["draft", 15],
      ["issued", 5],
      ["sent", 30],
      ["paid", 45],
      ["cancelled", 5],
    ] as const);
    const issuedOn = status === "draft" ? null : tahitiIsoDate(new Date(createdAt.getTime() + 3_600_000));
    const paidAt = status === "paid" ? new Date(createdAt.getTime() + r.int(1, 40) * 86_400_000) : null;
    if (paidAt && made.total > 0)
      payments.push({ invoiceId: id, paidOn: tahitiIsoDate(paidAt), amount: made.total, method: "bank_transfer" });
    return {
      id,
      number: "",
      kind: "standard" as const,
      customerId: person.id,
      status,
      currency,
      amountTotal: made.total,
      amountPaid: paidAt ? made.total : 0,
      amountCredited: 0,
      buyer: {
        name: person.fullName,
        company: person.company,
        email: person.email,
        phone: null,
        address: null,
        location: person.location,
        taxId: null,
      },
      issuedOn,
      dueDate: issuedOn ? addDays(issuedOn, 30) : null,
      paidAt,
      sentAt: status === "sent" || status === "paid" ? new Date(createdAt.getTime() + 3_600_000) : null,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.invoices.$inferInsert;
  });
  const counters = numberInOrder(invoices, "invoice");
  return { invoices, lines, payments, counters };
}

/** Credit notes on issued invoices (sent or paid), each crediting part of what is left on its invoice. */
export function makeCreditNotes(
  r: Random,
  { counts, until }: SeedPlan,
  invoices: ReturnType<typeof makeInvoices>["invoices"],
) {
  const issued = invoices.filter((invoice) => invoice.issuedOn && invoice.amountTotal > 1);
  const lines: Line[] = [];
  const notes = Array.from({ length: Math.min(counts.creditNotes, issued.length) }, () => {
    const invoice = issued.splice(r.int(0, issued.length - 1), 1)[0]!;
    const amountTotal = Math.max(1, Math.round(invoice.amountTotal * r.pick([0.1, 0.25, 0.5, 1])));
    invoice.amountCredited = amountTotal;
    const id = r.uuid();
    const createdAt = new Date(invoice.createdAt.getTime() + r.int(1, 30) * 86_400_000);
    lines.push({
      id: r.uuid(),
      parentType: "credit_note",
      parentId: id,
      description: `Avoir sur la facture ${invoice.number}`,
      qty: 1,
      unitPrice: amountTotal,
      currency: invoice.currency,
      position: 0,
    });
    return {
      id,
      number: "",
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      status: r.pick(["issued", "sent"] as const),
      currency: invoice.currency,
      amountTotal,
      reason: r.pick(["Remise commerciale", "Erreur de quantité", "Article non livré", "Annulation"]),
      buyer: invoice.buyer,
      issuedOn: tahitiIsoDate(createdAt),
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.creditNotes.$inferInsert;
  });
  // Dated after their invoice, they may pass `until`: keep them in the past.
  for (const note of notes) if (note.createdAt > until) note.createdAt = note.updatedAt = until;
  for (const note of notes) note.issuedOn = tahitiIsoDate(note.createdAt);
  const counters = numberInOrder(notes, "credit_note");
  return { notes, lines, counters };
}
