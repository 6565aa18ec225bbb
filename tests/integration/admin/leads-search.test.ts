// The leads list's page, total and counters (found by one statement that runs the search once) against the same
// computed here from the seeded leads, on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): searches
// through the customer's name, email and company, the product and the message, a lead found by two of them counted
// once, with the status, source and day filters, every sort both ways, the second page and a page past the end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, leads, type LeadSource, type LeadStatus } from "../../../app/db/schema/index.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { LEAD_SOURCE_ORDER, LEAD_STATUS_ORDER } from "../../../app/modules/sales/admin-lead-stats.ts";
import { ADMIN_LEAD_LIST_SPEC } from "../../../app/modules/sales/admin-lead-list-spec.ts";
import { listAdminLeads } from "../../../app/modules/sales/admin-lead-list.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

type Lead = {
  id: string;
  name: string;
  email: string;
  company: string;
  product: string | null;
  message: string;
  status: LeadStatus;
  source: LeadSource;
  at: Date;
};
const seeded: Lead[] = [];

// 24 customers: every fourth has "Tehei" in the name, the next one in the email, the next in the company, the
// fourth nowhere. 80 leads among them; every seventh mentions "Teheiura" in its message and every eleventh the
// product "pompe-teheia" (some of their customers match too); two leads share each timestamp.
const pad = (n: number) => String(n).padStart(2, "0");
const CUSTOMERS = Array.from({ length: 24 }, (_, j) => ({
  fullName: j % 4 === 0 ? `Tehei Client ${pad(j)}` : `Client ${pad(j)}`,
  email: j % 4 === 1 ? `tehei.${pad(j)}@example.pf` : `client.${pad(j)}@example.pf`,
  company: j % 4 === 2 ? `Fare TEHEI ${pad(j)}` : `Fare ${pad(j)}`,
  phone: "+689 87 00 00 00",
}));

beforeAll(async () => {
  database = await createTestDatabase();
  const customerIds = await database.db
    .insert(customers)
    .values(CUSTOMERS)
    .returning({ id: customers.id, fullName: customers.fullName, email: customers.email, company: customers.company });
  for (let i = 0; i < 80; i++) {
    const customer = customerIds[(i * 7) % 24]!;
    const values = {
      customerId: customer.id,
      status: LEAD_STATUS_ORDER[i % 5]!,
      source: LEAD_SOURCE_ORDER[i % 3]!,
      productSlug: i % 11 === 0 ? "pompe-teheia" : i % 2 === 0 ? "kit-solaire-5kw" : null,
      message: i % 7 === 0 ? `Livraison à Teheiura, lot ${i}` : `Bonjour, lot ${i}`,
      createdAt: new Date(Date.UTC(2026, 2, 1, Math.floor(i / 2))),
    };
    const [lead] = await database.db.insert(leads).values(values).returning({ id: leads.id });
    seeded.push({
      id: lead!.id,
      name: customer.fullName!,
      email: customer.email,
      company: customer.company!,
      product: values.productSlug,
      message: values.message,
      status: values.status,
      source: values.source,
      at: values.createdAt,
    });
  }
});
afterAll(async () => {
  await database?.close();
});

const params = (query: string) => parseListParams(new URLSearchParams(query), ADMIN_LEAD_LIST_SPEC);

/** The list as computed by hand: every filter applied to the seeded leads, then sorted, counted and paged. */
function expected(query: string) {
  const { page, size, sort, direction, filters } = params(query);
  const text = filters.q?.toLowerCase();
  const found = seeded.filter(
    (lead) =>
      (!text ||
        [lead.name, lead.email, lead.company, lead.product ?? "", lead.message].some((field) =>
          field.toLowerCase().includes(text),
        )) &&
      (!filters.source || lead.source === filters.source) &&
      (!filters.from || lead.at >= new Date(`${filters.from}T10:00:00Z`)),
  );
  const counters = { new: 0, qualified: 0, contacted: 0, converted: 0, lost: 0, total: found.length };
  for (const lead of found) counters[lead.status] += 1;
  const key = (lead: Lead) =>
    ({ createdAt: lead.at.toISOString(), name: lead.name, source: lead.source, status: lead.status })[sort];
  const sign = direction === "asc" ? 1 : -1;
  const listed = found
    .filter((lead) => !filters.status || lead.status === filters.status)
    .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const pageCount = Math.max(1, Math.ceil(listed.length / size));
  const shown = Math.min(page, pageCount);
  return {
    ids: listed.slice((shown - 1) * size, shown * size).map((lead) => lead.id),
    total: listed.length,
    page: shown,
    pageCount,
    counters: {
      ...counters,
      conversionRate: counters.total ? Math.round((counters.converted / counters.total) * 100) : 0,
    },
  };
}

async function actual(query: string) {
  const list = await listAdminLeads(database.db, params(query));
  return {
    ids: list.rows.map((row) => row.id),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    counters: list.counters,
  };
}

describe("the leads list's search, page and counters", () => {
  it("finds each way a lead matches, a lead matching twice once, on a data set where many leads do not", () => {
    const { total, counters } = expected("q=tehei");
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThan(80);
    expect(counters.total).toBe(total);
    for (const way of ["tehei client", "tehei.", "fare tehei", "pompe-teheia", "teheiura"])
      expect(expected(`q=${encodeURIComponent(way)}`).total).toBeGreaterThan(0);
  });

  const sorts = ["createdAt", "name", "source", "status"].flatMap((sort) =>
    ["asc", "desc"].map((dir) => `sort=${sort}&dir=${dir}`),
  );
  const queries = [
    ...sorts.flatMap((order) => [`q=tehei&${order}`, `q=tehei&${order}&page=2`]),
    ...sorts.map((order) => `${order}&page=3`),
    "q=TEHEI&status=qualified",
    "q=tehei&source=devis&sort=name",
    "q=tehei&from=2026-03-02",
    "q=tehei&status=lost&source=home",
    "q=tehei&page=9",
    "q=tehei&size=50&page=2",
    "q=teheiura",
    "q=pompe-teheia&sort=status&dir=asc",
    "q=zzz",
    "status=converted&page=2",
    "source=product&status=new",
    "page=99",
    "",
  ];
  it.each(queries)("%s", async (query) => {
    expect(await actual(query)).toEqual(expected(query));
  });

  it("gives the counters of every status when the status shown has no match", async () => {
    const noneLost = "q=teheiura&status=lost&source=home";
    const { counters, total } = expected(noneLost);
    expect(total).toBe(0);
    expect(counters.total).toBeGreaterThan(0);
    expect(await actual(noneLost)).toEqual(expected(noneLost));
  });
});
