// Fills a PostgreSQL database with a back office at scale, to measure it (bench/backoffice-scale.ts):
// `DATABASE_URL=postgres://…/bpe_scale npm run db:seed:scale [-- --seed 7 --until 2026-11-25]`.
// 10,000 products, 60,000 customers, 100,000 orders, 50,000 leads, 20,000 card payments, 20,000 quotes and 20,000
// invoices with their lines, credit notes, payments, suppliers, purchase orders and audit entries, dated over the two
// years before `--until` (default: today), through the Drizzle tables so every constraint holds, numbered per Tahiti
// year without gap like the app numbers them. Deterministic: the same seed and day give the same rows.
// It EMPTIES the sales, document and catalogue tables first: it refuses a database whose name lacks "scale" unless
// given --force, refuses the embedded database (PGlite would take far too long) and NODE_ENV=production.
// The rows of each kind are made in scripts/seed-scale/, here in the order they draw from the one seeded generator.
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDatabase, isPostgresUrl } from "../app/db/db.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import * as t from "../app/db/schema/index.ts";
import { resetDemoContent } from "../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { tahitiIsoDate } from "../app/modules/documents/document-number.ts";
import { createLocalStorage } from "../app/modules/media/storage.server.ts";
import { makeAudit } from "./seed-scale/audit.ts";
import { makeProducts, publishedCatalogue } from "./seed-scale/catalogue.ts";
import { insertAll, scaledCounts, timed, type SeedPlan } from "./seed-scale/common.ts";
import { makeCardPayments, makeCustomers, makeOrders } from "./seed-scale/customers-orders.ts";
import { makeCreditNotes, makeInvoices, makeQuotes } from "./seed-scale/documents.ts";
import { makeLeads } from "./seed-scale/leads.ts";
import { makePurchaseOrders } from "./seed-scale/purchase-orders.ts";
import { createRandom } from "./seed-scale/random.ts";

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

// `--scale 0.1` makes a tenth of every count, for a quick trial of the script itself.
const plan: SeedPlan = {
  counts: scaledCounts(Number(args.scale)),
  until: args.until ? new Date(`${args.until}T23:59:00-10:00`) : new Date(),
};
const random = createRandom(Number(args.seed));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
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
  console.log(`Seeding ${dbName} (seed ${args.seed}, until ${tahitiIsoDate(plan.until)}):`);
  await timed("emptied", () => db.execute(sql.raw(`truncate table ${SEEDED_TABLES.join(", ")} cascade`)));
  const dataDir = process.env.DATA_DIR || "./data";
  await timed("demo catalogue", () =>
    resetDemoContent({ db, storage: createLocalStorage(path.join(dataDir, "uploads")) }),
  );
  const categoryIds = (await db.select({ id: t.categories.id }).from(t.categories).orderBy(t.categories.key)).map(
    (row) => row.id,
  );
  const productRows = makeProducts(random, plan, categoryIds);
  await timed(`${productRows.length} products`, () => insertAll(db, t.products, productRows));
  const catalogue = publishedCatalogue(productRows);
  const people = makeCustomers(random, plan);
  await timed(`${people.length} customers`, () => insertAll(db, t.customers, people));
  const orderRows = makeOrders(random, plan, people, catalogue);
  await timed(`${orderRows.length} orders`, () => insertAll(db, t.orders, orderRows));
  const leadRows = makeLeads(random, plan, people, catalogue);
  await timed(`${leadRows.length} leads`, () => insertAll(db, t.leads, leadRows));
  const cardRows = makeCardPayments(random, plan, people, catalogue);
  await timed(`${cardRows.length} card payments`, () => insertAll(db, t.cardPaymentOrders, cardRows));
  const quoted = makeQuotes(random, plan, people, catalogue);
  await timed(`${quoted.quotes.length} quotes, ${quoted.lines.length} lines`, async () => {
    await insertAll(db, t.quotes, quoted.quotes);
    await insertAll(db, t.documentLines, quoted.lines);
  });
  const invoiced = makeInvoices(random, plan, people, catalogue);
  const credited = makeCreditNotes(random, plan, invoiced.invoices);
  await timed(`${invoiced.invoices.length} invoices, ${credited.notes.length} credit notes`, async () => {
    await insertAll(db, t.invoices, invoiced.invoices);
    await insertAll(db, t.documentLines, invoiced.lines);
    await insertAll(db, t.invoicePayments, invoiced.payments);
    await insertAll(db, t.creditNotes, credited.notes);
    await insertAll(db, t.documentLines, credited.lines);
  });
  const purchased = makePurchaseOrders(random, plan, catalogue);
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
    plan,
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
