// The leads page's module on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): each filter, the
// counters and conversion rate against hand-counted rows, the audited writes, and the CSV equal to the list.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, leads, type LeadSource, type LeadStatus } from "../../../app/db/schema/index.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { runLeadAction } from "../../../app/modules/sales/admin-lead-actions.server.ts";
import { getAdminLead } from "../../../app/modules/sales/admin-lead-detail.server.ts";
import { exportAdminLeads } from "../../../app/modules/sales/admin-lead-export.server.ts";
import { ADMIN_LEAD_LIST_SPEC } from "../../../app/modules/sales/admin-lead-list-spec.ts";
import { exportAdminLeadsBatch, listAdminLeads } from "../../../app/modules/sales/admin-lead-list.server.ts";
import { inBatches } from "../../../app/modules/exports/csv.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { readCsv } from "./leads-csv.ts";

let database: TestDatabase;
const ACTOR = "admin@bpe-polynesie.example";

type Seed = { name: string; email: string; status: LeadStatus; source: LeadSource; at: string; product?: string };

// Hand-counted: 3 new, 2 qualified, 1 contacted, 2 converted, 1 lost = 9; 2 converted of 9 → 22 %.
const SEEDS: Seed[] = [
  { name: "Hinano Teriitahi", email: "hinano@example.pf", status: "new", source: "home", at: "2026-03-01T10:00:00Z" },
  { name: "Marc Dupont", email: "marc@example.pf", status: "new", source: "devis", at: "2026-03-02T10:00:00Z" },
  {
    name: "王小明",
    email: "wang@example.cn",
    status: "new",
    source: "product",
    at: "2026-03-03T10:00:00Z",
    product: "mini-pelle-2t",
  },
  { name: "Alice Martin", email: "alice@example.fr", status: "qualified", source: "devis", at: "2026-03-04T10:00:00Z" },
  { name: "Bruno Roa", email: "bruno@example.pf", status: "qualified", source: "home", at: "2026-03-05T10:00:00Z" },
  {
    name: "Carla Tama",
    email: "carla@example.pf",
    status: "contacted",
    source: "product",
    at: "2026-03-06T10:00:00Z",
    product: "kit-solaire-5kw",
  },
  { name: "Denis Vai", email: "denis@example.pf", status: "converted", source: "devis", at: "2026-03-07T10:00:00Z" },
  // 2026-03-08 08:00 UTC is still 7 March in Tahiti (UTC−10).
  { name: "Eva Moana", email: "eva@example.pf", status: "converted", source: "home", at: "2026-03-08T08:00:00Z" },
  {
    name: "Félix Taua",
    email: "felix@example.pf",
    status: "lost",
    source: "product",
    at: "2026-03-08T12:00:00Z",
    product: "mini-pelle-2t",
  },
];
const ids = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const seed of SEEDS) {
    const [customer] = await database.db
      .insert(customers)
      .values({ email: seed.email, fullName: seed.name, phone: "+689 87 00 00 00", company: "Fare SARL" })
      .returning({ id: customers.id });
    const [lead] = await database.db
      .insert(leads)
      .values({
        customerId: customer!.id,
        status: seed.status,
        source: seed.source,
        productSlug: seed.product ?? null,
        message: `Bonjour, je voudrais un devis ; "urgent"\nMerci — ${seed.name}`,
        createdAt: new Date(seed.at),
      })
      .returning({ id: leads.id });
    ids.set(seed.email, lead!.id);
  }
});
afterAll(async () => {
  await database?.close();
});

const params = (query: string) => parseListParams(new URLSearchParams(query), ADMIN_LEAD_LIST_SPEC);
const list = (query: string) => listAdminLeads(database.db, params(query));
const emails = (page: { rows: Array<{ email: string }> }) => page.rows.map((row) => row.email);

describe("the leads list", () => {
  it("shows every lead newest first, with its customer", async () => {
    const page = await list("");
    expect(page.total).toBe(9);
    expect(emails(page)[0]).toBe("felix@example.pf");
    expect(page.rows.at(-1)).toMatchObject({ email: "hinano@example.pf", name: "Hinano Teriitahi", status: "new" });
  });

  it("filters by status and by source", async () => {
    expect(emails(await list("status=new"))).toEqual(["wang@example.cn", "marc@example.pf", "hinano@example.pf"]);
    expect(emails(await list("source=product&dir=asc"))).toEqual([
      "wang@example.cn",
      "carla@example.pf",
      "felix@example.pf",
    ]);
    expect(emails(await list("status=converted&source=devis"))).toEqual(["denis@example.pf"]);
  });

  it("finds text in the name, email, company, product or message, ignoring case; % is a letter", async () => {
    expect(emails(await list("q=MINI-PELLE"))).toEqual(["felix@example.pf", "wang@example.cn"]);
    expect(emails(await list("q=王"))).toEqual(["wang@example.cn"]);
    expect(emails(await list("q=alice@"))).toEqual(["alice@example.fr"]);
    expect((await list("q=%25")).total).toBe(0);
  });

  it("filters by days counted in Tahiti time", async () => {
    expect(emails(await list("from=2026-03-07&to=2026-03-07"))).toEqual(["eva@example.pf", "denis@example.pf"]);
    expect(emails(await list("from=2026-03-08"))).toEqual(["felix@example.pf"]);
  });

  it("sorts by name, and drops a status that is not one", async () => {
    const byName = await list("sort=name&dir=asc&size=25");
    expect(byName.rows[0]!.name).toBe("Alice Martin");
    expect((await list("status=archived")).total).toBe(9);
  });
});

describe("the counters", () => {
  it("count each status and the conversion rate, as counted by hand", async () => {
    expect((await list("")).counters).toEqual({
      new: 3,
      qualified: 2,
      contacted: 1,
      converted: 2,
      lost: 1,
      total: 9,
      conversionRate: 22,
    });
  });

  it("follow the source, text and dates, but not the status shown", async () => {
    const devis = (await list("source=devis&status=new")).counters;
    expect(devis).toMatchObject({ new: 1, qualified: 1, converted: 1, total: 3, conversionRate: 33 });
    const none = (await list("from=2027-01-01")).counters;
    expect(none).toMatchObject({ total: 0, conversionRate: 0 });
  });
});

describe("the writes", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("sets any status, audited with the old and new values", async () => {
    const leadId = ids.get("marc@example.pf")!;
    expect(await runLeadAction(database.db, form({ intent: "status", leadId, status: "qualified" }), ACTOR)).toEqual({
      intent: "status",
      isDone: true,
      status: "qualified",
    });
    expect(await runLeadAction(database.db, form({ intent: "status", leadId, status: "lost" }), ACTOR)).toMatchObject({
      isDone: true,
    });
    expect((await getAdminLead(database.db, leadId))!.status).toBe("lost");
    const audit = await database.db
      .select({ actor: auditLog.actor, action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityId, leadId))
      .orderBy(auditLog.at, auditLog.id);
    expect(audit).toEqual([
      { actor: ACTOR, action: "lead.status", summary: { from: "new", to: "qualified" } },
      { actor: ACTOR, action: "lead.status", summary: { from: "qualified", to: "lost" } },
    ]);
    await runLeadAction(database.db, form({ intent: "status", leadId, status: "new" }), ACTOR);
  });

  it("saves notes, and clears them when emptied", async () => {
    const leadId = ids.get("alice@example.fr")!;
    const notes = "Rappeler mardi ; devis conteneur 20'";
    expect(await runLeadAction(database.db, form({ intent: "notes", leadId, notes }), ACTOR)).toEqual({
      intent: "notes",
      isDone: true,
    });
    expect((await getAdminLead(database.db, leadId))!.notes).toBe(notes);
    await runLeadAction(database.db, form({ intent: "notes", leadId, notes: "  " }), ACTOR);
    expect((await getAdminLead(database.db, leadId))!.notes).toBeNull();
    const [audit] = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${leadId} and ${auditLog.action} = 'lead.notes'`)
      .orderBy(auditLog.at)
      .limit(1);
    expect(audit!.summary).toEqual({ fromLength: 0, toLength: notes.length });
  });

  it("refuses an unknown lead, a status outside the list and an unknown intent, writing nothing", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const missing = "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f";
    expect(
      await runLeadAction(database.db, form({ intent: "status", leadId: missing, status: "lost" }), ACTOR),
    ).toEqual({
      intent: "status",
      isDone: false,
      reason: "not_found",
    });
    const leadId = ids.get("bruno@example.pf")!;
    expect(await runLeadAction(database.db, form({ intent: "status", leadId, status: "won" }), ACTOR)).toMatchObject({
      isDone: false,
      reason: "invalid",
    });
    expect(
      await runLeadAction(database.db, form({ intent: "notes", leadId: "nope", notes: "x" }), ACTOR),
    ).toMatchObject({
      isDone: false,
      reason: "invalid",
    });
    expect(await runLeadAction(database.db, form({ intent: "delete", leadId }), ACTOR)).toEqual({ intent: "unknown" });
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toEqual(before);
    expect((await getAdminLead(database.db, leadId))!.status).toBe("qualified");
  });
});

describe("the CSV", () => {
  it("holds the filtered list's rows, French headers and dates, through a CSV parser", async () => {
    const query = "source=product";
    const page = await list(query);
    const { header, rows } = await readCsv(exportAdminLeads(database.db, params(query).filters));
    expect(header).toEqual([
      "Date",
      "Nom",
      "Email",
      "Téléphone",
      "Entreprise",
      "Source",
      "Statut",
      "Produit",
      "Type de projet",
      "Lieu du projet",
      "Message",
      "Notes internes",
    ]);
    expect(rows.map((row) => row[2])).toEqual(emails(page));
    expect(rows[0]).toEqual([
      "08/03/2026",
      "Félix Taua",
      "felix@example.pf",
      '="+689 87 00 00 00"',
      "Fare SARL",
      "Fiche produit",
      "Perdu",
      "mini-pelle-2t",
      "",
      "",
      'Bonjour, je voudrais un devis ; "urgent"\nMerci — Félix Taua',
      "",
    ]);
  });

  it("reads every row across keyset batches, none twice, even with equal timestamps", async () => {
    const [customer] = await database.db
      .insert(customers)
      .values({ email: "batch@example.pf", fullName: "Lot" })
      .returning({ id: customers.id });
    await database.db.insert(leads).values(
      Array.from({ length: 2300 }, () => ({
        customerId: customer!.id,
        source: "home" as const,
        createdAt: sql`timestamptz '2026-04-01 10:00:00.123456+00'`,
      })),
    );
    const { rows } = await readCsv(exportAdminLeads(database.db, params("q=batch@").filters));
    expect(rows).toHaveLength(2300);
    const batched: string[] = [];
    for await (const row of inBatches(
      exportAdminLeadsBatch(database.db, params("q=batch@").filters),
      (row) => row,
      1000,
    ))
      batched.push(row.id);
    expect(new Set(batched).size).toBe(2300);
    const page = await list("q=batch@");
    expect(page.total).toBe(2300);
    await database.db.delete(leads).where(eq(leads.customerId, customer!.id));
  });
});
