// The customers' module on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): one row per email
// with its counts, each filter, the page with everything attached, the audited edit, the picker's search and the
// CSV equal to the list.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, invoices, leads, quotes } from "../../../app/db/schema/index.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { getAdminCustomer } from "../../../app/modules/sales/admin-customer-detail.server.ts";
import { exportAdminCustomers } from "../../../app/modules/sales/admin-customer-export.server.ts";
import { ADMIN_CUSTOMER_LIST_SPEC } from "../../../app/modules/sales/admin-customer-list-spec.ts";
import { listAdminCustomers, searchCustomers } from "../../../app/modules/sales/admin-customer-list.server.ts";
import { CustomerFormSchema } from "../../../app/modules/sales/admin-customer-schema.ts";
import { updateCustomer } from "../../../app/modules/sales/admin-customer-update.server.ts";
import { upsertCustomer } from "../../../app/modules/sales/upsert-customer.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { createCardPayment, createOrder } from "./sales-factories.ts";
import { readCsv } from "./leads-csv.ts";

let database: TestDatabase;
const ACTOR = "admin@bpe-polynesie.example";
let hinano: { id: string };
let marc: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  hinano = await upsertCustomer(db, { email: "Hinano@Example.pf", fullName: "Hinano Teriitahi", company: "Fare Ō" });
  // The public forms upsert by email: a second request adds to the same customer.
  await upsertCustomer(db, { email: "hinano@example.pf", fullName: "", phone: "+689 87 11 22 33" });
  marc = await upsertCustomer(db, { email: "marc@example.pf", fullName: "Marc Dupont", location: "Raiatea" });
  await upsertCustomer(db, { email: "wang@example.cn", fullName: "王小明", company: "深圳贸易" });
  await db
    .update(customers)
    .set({ createdAt: new Date("2026-02-01T12:00:00Z") })
    .where(eq(customers.id, marc.id));
  await db.insert(leads).values([
    { customerId: hinano.id, source: "home", status: "new" },
    { customerId: hinano.id, source: "devis", status: "converted" },
    { customerId: marc.id, source: "product", productSlug: "mini-pelle-2t" },
  ]);
  await createOrder(db, { customerId: hinano.id, amount: 1_000_000 });
  await createCardPayment(db, {
    buyerEmail: "hinano@example.pf",
    amountCents: 12_345,
    currency: "USD",
    status: "paid",
  });
  const [quote] = await db
    .insert(quotes)
    .values({ number: "BPE-Q-2026-00001", customerId: hinano.id, total: 50_000, currency: "XPF" })
    .returning({ id: quotes.id });
  await db.insert(invoices).values({
    number: "BPE-F-2026-00001",
    customerId: hinano.id,
    quoteId: quote!.id,
    amountTotal: 50_000,
    currency: "XPF",
  });
});
afterAll(async () => {
  await database?.close();
});

const params = (query: string) => parseListParams(new URLSearchParams(query), ADMIN_CUSTOMER_LIST_SPEC);
const list = (query: string) => listAdminCustomers(database.db, params(query));
const emails = (page: { rows: Array<{ email: string }> }) => page.rows.map((row) => row.email);

describe("the customers list", () => {
  it("has one row per email, with the counts of its leads and orders", async () => {
    const page = await list("sort=email&dir=asc");
    expect(page.total).toBe(3);
    expect(page.rows[0]).toMatchObject({
      email: "hinano@example.pf",
      name: "Hinano Teriitahi",
      phone: "+689 87 11 22 33",
      company: "Fare Ō",
      leadCount: 2,
      orderCount: 1,
    });
    expect(page.rows[1]).toMatchObject({ email: "marc@example.pf", leadCount: 1, orderCount: 0 });
  });

  it("sorts by the counts in SQL", async () => {
    expect(emails(await list("sort=leadCount&dir=desc"))).toEqual([
      "hinano@example.pf",
      "marc@example.pf",
      "wang@example.cn",
    ]);
  });

  it("searches the name, email, company, phone and location; filters by day of creation in Tahiti time", async () => {
    expect(emails(await list("q=raiatea"))).toEqual(["marc@example.pf"]);
    expect(emails(await list("q=深圳"))).toEqual(["wang@example.cn"]);
    expect(emails(await list("q=87 11"))).toEqual(["hinano@example.pf"]);
    expect(emails(await list("from=2026-02-01&to=2026-02-01"))).toEqual(["marc@example.pf"]);
  });
});

describe("a customer's page", () => {
  it("gathers their leads, orders, card payments (by email), quotes and invoices", async () => {
    const page = (await getAdminCustomer(database.db, hinano.id))!;
    expect(page.customer.email).toBe("hinano@example.pf");
    expect(page.leads.map((lead) => lead.status).sort()).toEqual(["converted", "new"]);
    expect(page.orders).toHaveLength(1);
    expect(page.cardPayments).toMatchObject([{ amount: 12_345, currency: "USD", status: "paid" }]);
    expect(page.quotes.map((quote) => quote.number)).toEqual(["BPE-Q-2026-00001"]);
    expect(page.invoices.map((invoice) => invoice.number)).toEqual(["BPE-F-2026-00001"]);
    const other = (await getAdminCustomer(database.db, marc.id))!;
    expect([other.orders, other.cardPayments, other.quotes, other.invoices].map((rows) => rows.length)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(await getAdminCustomer(database.db, "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f")).toBeNull();
  });
});

describe("the edit", () => {
  it("checks the fields: lengths of the public forms, a phone made of digits", () => {
    expect(CustomerFormSchema.safeParse({ fullName: "x".repeat(121) }).success).toBe(false);
    expect(CustomerFormSchema.safeParse({ phone: "appelez-moi" }).error?.issues[0]?.message).toBe(
      "admin-customers:errors.phone",
    );
    expect(CustomerFormSchema.parse({ fullName: "  Marc  ", phone: "+689 40 50 60 70" })).toEqual({
      fullName: "Marc",
      phone: "+689 40 50 60 70",
      company: "",
      location: "",
      address: "",
      deliveryAddress: "",
      taxId: "",
    });
  });

  it("writes the four fields, clears an empty one, and audits the names of the changed fields only", async () => {
    const fields = CustomerFormSchema.parse({ fullName: "Marc Dupont-Tama", phone: "+689 40 50 60 70" });
    expect(await updateCustomer(database.db, { customerId: marc.id, fields, actor: ACTOR })).toBe(true);
    const page = (await getAdminCustomer(database.db, marc.id))!;
    expect(page.customer).toMatchObject({
      name: "Marc Dupont-Tama",
      phone: "+689 40 50 60 70",
      company: null,
      location: null,
    });
    const audit = await database.db
      .select({ actor: auditLog.actor, action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityId, marc.id));
    expect(audit).toEqual([
      { actor: ACTOR, action: "customer.update", summary: { fields: ["fullName", "phone", "location"] } },
    ]);
    // The same values again change nothing and write no audit row.
    await updateCustomer(database.db, { customerId: marc.id, fields, actor: ACTOR });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, marc.id))).toHaveLength(1);
    expect(
      await updateCustomer(database.db, {
        customerId: "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f",
        fields,
        actor: ACTOR,
      }),
    ).toBe(false);
  });
});

describe("the picker's search", () => {
  it("finds by name, email or company, ignoring case, at most the limit", async () => {
    expect((await searchCustomers(database.db, "HINANO")).map((c) => c.email)).toEqual(["hinano@example.pf"]);
    expect((await searchCustomers(database.db, "贸易")).map((c) => c.email)).toEqual(["wang@example.cn"]);
    expect(await searchCustomers(database.db, "example", 2)).toHaveLength(2);
    expect(await searchCustomers(database.db, "nobody-here")).toEqual([]);
  });
});

describe("the CSV", () => {
  it("holds the filtered list's rows with French headers and dates", async () => {
    const query = "q=example.pf";
    const page = await list(query);
    const { header, rows } = await readCsv(exportAdminCustomers(database.db, params(query).filters));
    expect(header).toEqual([
      "Client depuis",
      "Nom",
      "Email",
      "Téléphone",
      "Entreprise",
      "Localisation",
      "Demandes",
      "Commandes",
    ]);
    expect(rows.map((row) => row[2])).toEqual(emails(page));
    expect(rows.find((row) => row[2] === "marc@example.pf")).toEqual([
      "01/02/2026",
      "Marc Dupont-Tama",
      "marc@example.pf",
      '="+689 40 50 60 70"',
      "",
      "",
      "1",
      "0",
    ]);
  });
});
