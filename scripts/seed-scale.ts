// Fills a PostgreSQL database with a back office at scale, to measure it (bench/backoffice-scale.ts):
// `DATABASE_URL=postgres://…/bpe_scale npm run db:seed:scale [-- --seed 7 --until 2026-11-25]`.
// 10,000 products, 60,000 customers, 100,000 orders, 50,000 leads, 20,000 card payments, 20,000 quotes and 20,000
// invoices with their lines, credit notes, payments, suppliers, purchase orders and audit entries, dated over the two
// years before `--until` (default: today), through the Drizzle tables so every constraint holds, numbered per Tahiti
// year without gap like the app numbers them. Deterministic: the same seed and day give the same rows.
// It EMPTIES the sales, document and catalogue tables first: it refuses a database whose name lacks "scale" unless
// given --force, refuses the embedded database (PGlite would take far too long) and NODE_ENV=production.
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createDatabase, isPostgresUrl, type Db } from "../app/db/db.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import * as t from "../app/db/schema/index.ts";
import { resetDemoContent } from "../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { addDays, formatDocumentNumber, tahitiIsoDate, tahitiYear } from "../app/modules/documents/document-number.ts";
import { createLocalStorage } from "../app/modules/media/storage.server.ts";
import { createRandom, type Random } from "./seed-scale/random.ts";
import * as words from "./seed-scale/random.ts";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "20261125" },
    until: { type: "string" },
    force: { type: "boolean", default: false },
    scale: { type: "string", default: "1" },
  },
});

const url = process.env.DATABASE_URL;
if (process.env.NODE_ENV === "production") fail("The at-scale seed is for measuring databases only.");
if (!isPostgresUrl(url))
  fail("The at-scale seed needs PostgreSQL (DATABASE_URL=postgres://…/bpe_scale); the embedded database is refused.");
const dbName = new URL(url).pathname.slice(1);
if (!dbName.includes("scale") && !args.force)
  fail(`Database "${dbName}" would be emptied: use a database named *scale* (e.g. bpe_scale), or pass --force.`);

/** Scales every count (0.1 gives a tenth), for a quick trial of the script itself. */
const factor = Number(args.scale);
const COUNTS = Object.fromEntries(
  Object.entries({
    products: 10_000,
    customers: 60_000,
    orders: 100_000,
    leads: 50_000,
    cardPayments: 20_000,
    quotes: 20_000,
    invoices: 20_000,
    creditNotes: 1_000,
    suppliers: 300,
    purchaseOrders: 5_000,
    audit: 50_000,
  }).map(([name, n]) => [name, Math.max(1, Math.round(n * factor))]),
) as Record<
  | "products"
  | "customers"
  | "orders"
  | "leads"
  | "cardPayments"
  | "quotes"
  | "invoices"
  | "creditNotes"
  | "suppliers"
  | "purchaseOrders"
  | "audit",
  number
>;

const SPAN_DAYS = 730;
const until = args.until ? new Date(`${args.until}T23:59:00-10:00`) : new Date();
const random = createRandom(Number(args.seed));
const DECIMALS: Record<t.Currency, number> = { XPF: 0, USD: 2, EUR: 2, HKD: 2 };
const XPF_PER: Record<t.Currency, number> = { XPF: 1, USD: 110, EUR: 119.33, HKD: 14.1 };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** XPF converted to the minor unit of `currency`. */
const fromXpf = (xpf: number, currency: t.Currency) => Math.round((xpf / XPF_PER[currency]) * 10 ** DECIMALS[currency]);

/** Multi-row inserts of `rows` in batches (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertAll<Row extends Record<string, unknown>>(db: Db, table: PgTable, rows: Row[], batch = 1000) {
  for (let start = 0; start < rows.length; start += batch) {
    await db.insert(table).values(rows.slice(start, start + batch) as never);
  }
}

function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return work().then((result) => {
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  });
}

type Person = { id: string; email: string; fullName: string; location: string; company: string | null };
type Product = { id: string; slug: string; title: string; priceXpf: number; purchaseCents: number };

function makeProducts(r: Random, categoryIds: string[]): Array<typeof t.products.$inferInsert> {
  return Array.from({ length: COUNTS.products }, (_, i) => {
    const [kind, kindSlug] = r.pick(words.PRODUCT_KINDS);
    const [variant, variantSlug] = r.pick(words.PRODUCT_VARIANTS);
    const purchasePriceCents = r.int(200, 60_000) * 100;
    const createdAt = r.instantBefore(until, SPAN_DAYS + 200);
    return {
      id: r.uuid(),
      slug: `${kindSlug}-${variantSlug}-${i + 1}`,
      categoryId: r.pick(categoryIds),
      title: `${kind} ${variant} n° ${i + 1}`,
      subtitle: `Livré CNF Papeete, délai ${r.int(30, 60)} jours`,
      descriptionHtml: `<p>${kind} ${variant}, fabriqué et contrôlé en Chine, expédié vers ${r.pick(words.PLACES)}.</p>`,
      status: r.weighted([
        ["published", 90],
        ["draft", 7],
        ["archived", 3],
      ] as const),
      leadtime: `${r.int(30, 45)}-${r.int(50, 70)} jours`,
      featured: r.next() < 0.01,
      finalPriceXpf: Math.round((purchasePriceCents / 100) * 110 * 1.5),
      purchasePriceCents,
      seaFreightCents: r.int(50, 4000) * 100,
      supplierName: `${r.pick(words.COMPANY_WORDS)} Manufacturing Co.`,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function makeCustomers(r: Random): Person[] {
  return Array.from({ length: COUNTS.customers }, (_, i) => {
    const first = r.pick(words.FIRST_NAMES);
    const last = r.pick(words.LAST_NAMES);
    const ascii = `${first}.${last}`
      .normalize("NFD")
      .replace(/[^A-Za-z.]/g, "")
      .toLowerCase();
    return {
      id: r.uuid(),
      email: `${ascii || "client"}.${i + 1}@${r.pick(["mail.pf", "gmail.com", "vini.pf", "outlook.fr", "entreprise.pf"])}`,
      fullName: `${first} ${last}`,
      location: r.pick(words.PLACES),
      company: r.next() < 0.3 ? `${r.pick(words.COMPANY_WORDS)} ${r.pick(words.COMPANY_WORDS)} SARL` : null,
    };
  });
}

function chosenOptions(r: Random): t.ChosenOption[] {
  return words.OPTION_CHOICES.filter(() => r.next() < 0.4).map((option) => {
    const [valueCode, valueLabel] = r.pick<readonly [string, string]>(option.values);
    return { code: option.code, label: option.label, valueCode, valueLabel, priceDelta: r.int(0, 20) * 1000 };
  });
}

function makeOrders(r: Random, people: Person[], catalogue: Product[]) {
  return Array.from({ length: COUNTS.orders }, () => {
    const product = catalogue[r.skewed(catalogue.length)]!;
    const customer = people[r.skewed(people.length, 1.5)]!;
    const qty = r.weighted([
      [1, 70],
      [2, 15],
      [3, 8],
      [r.int(4, 20), 7],
    ] as const);
    const currency = r.weighted([
      ["XPF", 85],
      ["USD", 10],
      ["EUR", 5],
    ] as const);
    const status = r.weighted([
      ["paid", 35],
      ["pending", 40],
      ["processing", 15],
      ["cancelled", 10],
    ] as const);
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    return {
      id: r.uuid(),
      customerId: customer.id,
      productId: product.id,
      productSlug: product.slug,
      qty,
      amount: fromXpf(product.priceXpf * qty, currency),
      currency,
      depositRatio: r.weighted([
        [0.6, 80],
        [0.3, 10],
        [0.5, 5],
        [1, 5],
      ] as const),
      status,
      options: chosenOptions(r),
      projectType: r.pick(["habitat", "tourisme", "agriculture", "btp", null]),
      lang: r.weighted([
        ["fr", 85],
        ["en", 10],
        ["zh", 5],
      ] as const),
      paidAt: status === "paid" ? new Date(createdAt.getTime() + r.int(1, 72) * 3_600_000) : null,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.orders.$inferInsert;
  });
}

function makeLeads(r: Random, people: Person[], catalogue: Product[]): Array<typeof t.leads.$inferInsert> {
  return Array.from({ length: COUNTS.leads }, () => {
    const customer = people[r.int(0, people.length - 1)]!;
    const source = r.weighted([
      ["home", 40],
      ["product", 45],
      ["devis", 15],
    ] as const);
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    return {
      id: r.uuid(),
      customerId: customer.id,
      productSlug: source === "product" ? catalogue[r.skewed(catalogue.length)]!.slug : null,
      status: r.weighted([
        ["new", 35],
        ["qualified", 20],
        ["contacted", 20],
        ["converted", 10],
        ["lost", 15],
      ] as const),
      source,
      projectType: r.pick(["habitat", "tourisme", "agriculture", "btp"]),
      message: r.pick(words.MESSAGES).replace("{place}", customer.location),
      location: customer.location,
      options: source === "home" ? null : chosenOptions(r),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function makeCardPayments(r: Random, people: Person[], catalogue: Product[]) {
  return Array.from({ length: COUNTS.cardPayments }, (_, i): typeof t.cardPaymentOrders.$inferInsert => {
    const product = catalogue[r.skewed(catalogue.length)]!;
    const quantity = r.weighted([
      [1, 85],
      [2, 10],
      [r.int(3, 10), 5],
    ] as const);
    const status = r.weighted([
      ["paid", 55],
      ["pending", 25],
      ["failed", 12],
      ["cancelled", 8],
    ] as const);
    const provider = r.next() < 0.8 ? "airwallex" : "sandbox";
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const amountXpf = Math.min(product.priceXpf, 500_000) * quantity;
    return {
      id: r.uuid(),
      status,
      amountCents: fromXpf(amountXpf, "USD"),
      currency: "USD",
      amountXpf,
      xpfPerUnit: XPF_PER.USD,
      quantity,
      options: chosenOptions(r),
      buyerEmail: people[r.int(0, people.length - 1)]!.email,
      productId: product.id,
      productSlug: product.slug,
      provider,
      paymentLinkId: `pl_scale_${i + 1}`,
      paymentIntentId: provider === "airwallex" ? `int_scale_${i + 1}` : null,
      paidAt: status === "paid" ? new Date(createdAt.getTime() + r.int(1, 600) * 1000) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Numbers documents per Tahiti year in creation order, as takeDocumentNumber does; returns the last seq of each year. */
function numberInOrder<Doc extends { createdAt: Date; number: string }>(docs: Doc[], type: t.DocumentType) {
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

function makeQuotes(r: Random, people: Person[], catalogue: Product[]) {
  const lines: Line[] = [];
  const quotes = Array.from({ length: COUNTS.quotes }, () => {
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

function makeInvoices(r: Random, people: Person[], catalogue: Product[]) {
  const lines: Line[] = [];
  const payments: Array<typeof t.invoicePayments.$inferInsert> = [];
  const invoices = Array.from({ length: COUNTS.invoices }, (_, i) => {
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
function makeCreditNotes(r: Random, invoices: ReturnType<typeof makeInvoices>["invoices"]) {
  const issued = invoices.filter((invoice) => invoice.issuedOn && invoice.amountTotal > 1);
  const lines: Line[] = [];
  const notes = Array.from({ length: Math.min(COUNTS.creditNotes, issued.length) }, () => {
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

function makePurchaseOrders(r: Random, catalogue: Product[]) {
  const suppliers = Array.from({ length: COUNTS.suppliers }, (_, i) => ({
    id: r.uuid(),
    name: `${r.pick(["Shenzhen", "Guangzhou", "Foshan", "Ningbo", "Xiamen"])} ${r.pick(words.COMPANY_WORDS)} Co. ${i + 1}`,
    email: `ventes${i + 1}@fournisseur.cn`,
    phone: `+86 755 ${String(r.int(1000, 9999))} ${String(r.int(1000, 9999))}`,
  }));
  const lines: Array<typeof t.purchaseOrderLines.$inferInsert> = [];
  const purchaseOrders = Array.from({ length: COUNTS.purchaseOrders }, () => {
    const id = r.uuid();
    let total = 0;
    for (let position = 0; position < r.int(1, 4); position++) {
      const product = catalogue[r.skewed(catalogue.length)]!;
      const qty = r.int(1, 400) / 4;
      total += Math.round(qty * product.purchaseCents);
      lines.push({
        poId: id,
        productSlug: product.slug,
        description: product.title,
        qty,
        unitCost: product.purchaseCents,
        position,
      });
    }
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const status = r.weighted([
      ["draft", 20],
      ["sent", 25],
      ["confirmed", 25],
      ["fulfilled", 25],
      ["cancelled", 5],
    ] as const);
    return {
      id,
      number: "",
      supplierId: r.pick(suppliers).id,
      status,
      currency: "USD" as const,
      total,
      shipTo: "Partenaire local, Papeete",
      sentAt: status === "draft" ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.purchaseOrders.$inferInsert;
  });
  const counters = numberInOrder(purchaseOrders, "purchase_order");
  return { suppliers, purchaseOrders, lines, counters };
}

function makeAudit(r: Random, orderIds: string[], leadIds: string[]): Array<typeof t.auditLog.$inferInsert> {
  return Array.from({ length: COUNTS.audit }, () => {
    const kind = r.weighted([
      ["order", 45],
      ["lead", 35],
      ["product", 15],
      ["settings", 5],
    ] as const);
    const entityId = kind === "order" ? r.pick(orderIds) : kind === "lead" ? r.pick(leadIds) : null;
    const action = {
      order: "order.status",
      lead: r.pick(["lead.status", "lead.notes"]),
      product: r.pick(["product.update", "product.publish"]),
      settings: "settings.update",
    }[kind];
    return {
      at: r.instantBefore(until, SPAN_DAYS),
      actor: r.next() < 0.9 ? "admin@bpe-polynesie.example" : "webhook:airwallex",
      action,
      entity: kind,
      entityId,
      summary: { source: "seed-scale" },
    };
  });
}

const SEEDED_TABLES = [
  "audit_log",
  "mail_outbox",
  "stored_documents",
  "invoice_payments",
  "document_lines",
  "purchase_order_lines",
  "credit_notes",
  "invoices",
  "quotes",
  "purchase_orders",
  "suppliers",
  "document_counters",
  "payment_webhook_events",
  "card_payment_orders",
  "leads",
  "orders",
  "customers",
  "products",
  "categories",
];

const started = performance.now();
const handle = await createDatabase({ url, poolMax: 4 });
try {
  const db = handle.db;
  await migrateDatabase(db);
  console.log(`Seeding ${dbName} (seed ${args.seed}, until ${tahitiIsoDate(until)}):`);
  await timed("emptied", () => db.execute(sql.raw(`truncate table ${SEEDED_TABLES.join(", ")} cascade`)));
  const dataDir = process.env.DATA_DIR || "./data";
  await timed("demo catalogue", () =>
    resetDemoContent({ db, storage: createLocalStorage(path.join(dataDir, "uploads")) }),
  );
  const categoryIds = (await db.select({ id: t.categories.id }).from(t.categories).orderBy(t.categories.key)).map(
    (row) => row.id,
  );
  const productRows = makeProducts(random, categoryIds);
  await timed(`${productRows.length} products`, () => insertAll(db, t.products, productRows));
  const catalogue: Product[] = productRows
    .filter((row) => row.status === "published")
    .map((row) => ({
      id: row.id!,
      slug: row.slug,
      title: row.title,
      priceXpf: row.finalPriceXpf!,
      purchaseCents: row.purchasePriceCents!,
    }));
  const people = makeCustomers(random);
  await timed(`${people.length} customers`, () => insertAll(db, t.customers, people));
  const orderRows = makeOrders(random, people, catalogue);
  await timed(`${orderRows.length} orders`, () => insertAll(db, t.orders, orderRows));
  const leadRows = makeLeads(random, people, catalogue);
  await timed(`${leadRows.length} leads`, () => insertAll(db, t.leads, leadRows));
  const cardRows = makeCardPayments(random, people, catalogue);
  await timed(`${cardRows.length} card payments`, () => insertAll(db, t.cardPaymentOrders, cardRows));
  const quoted = makeQuotes(random, people, catalogue);
  await timed(`${quoted.quotes.length} quotes, ${quoted.lines.length} lines`, async () => {
    await insertAll(db, t.quotes, quoted.quotes);
    await insertAll(db, t.documentLines, quoted.lines);
  });
  const invoiced = makeInvoices(random, people, catalogue);
  const credited = makeCreditNotes(random, invoiced.invoices);
  await timed(`${invoiced.invoices.length} invoices, ${credited.notes.length} credit notes`, async () => {
    await insertAll(db, t.invoices, invoiced.invoices);
    await insertAll(db, t.documentLines, invoiced.lines);
    await insertAll(db, t.invoicePayments, invoiced.payments);
    await insertAll(db, t.creditNotes, credited.notes);
    await insertAll(db, t.documentLines, credited.lines);
  });
  const purchased = makePurchaseOrders(random, catalogue);
  await timed(`${purchased.purchaseOrders.length} purchase orders`, async () => {
    await insertAll(db, t.suppliers, purchased.suppliers);
    await insertAll(db, t.purchaseOrders, purchased.purchaseOrders);
    await insertAll(db, t.purchaseOrderLines, purchased.lines);
  });
  await insertAll(db, t.documentCounters, [
    ...quoted.counters,
    ...invoiced.counters,
    ...credited.counters,
    ...purchased.counters,
  ]);
  const auditRows = makeAudit(
    random,
    orderRows.map((row) => row.id),
    leadRows.map((row) => row.id!),
  );
  await timed(`${auditRows.length} audit entries`, () => insertAll(db, t.auditLog, auditRows));
  // Statistics for the planner, and the visibility map so index-only scans need not visit the rows.
  await timed("vacuum analyze", () => db.execute(sql`vacuum analyze`));
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await handle.close();
}
