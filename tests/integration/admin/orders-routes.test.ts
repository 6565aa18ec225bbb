// 'Gestion des commandes', its CSV and the order page through the built app's request handler (issue 16): each
// filter, the CSV equal to the list, the status change and its refusal after a verified payment, the notes, and
// visitors refused everywhere.
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  invoices,
  mailOutbox,
  orders,
  paymentWebhookEvents,
  products,
  quotes,
} from "../../../app/db/schema/index.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { ORDER_LIST_SPEC } from "../../../app/modules/sales/admin-order-list-spec.ts";
import { listAdminOrders } from "../../../app/modules/sales/admin-order-list.server.ts";
import {
  ADMIN_EMAIL,
  cookieHeader,
  cookiesOf,
  form,
  pageText,
  startTestApp,
  type TestApp,
} from "../../support/test-app.ts";
import { adminSessionCookies } from "../../support/admin-session.ts";

let app: TestApp;
let adminCookie: string;
let adminJar: Record<string, string>;
/** The admin's cookies with those a response set (its toast), as the browser would send them next. */
const after = (response: Response) => cookieHeader({ ...adminJar, ...cookiesOf(response) });
const tahiti = (wallClock: string) => new Date(`${wallClock}-10:00`);
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  adminJar = await adminSessionCookies(app);
  adminCookie = cookieHeader(adminJar);

  const [pelle] = await db
    .insert(products)
    .values({ slug: "mini-pelle-test", title: "Mini-pelle 1,8 t", status: "published" })
    .returning();
  const [teva, hina] = await db
    .insert(customers)
    .values([
      { email: "teva@example.com", fullName: "Teva Martin", phone: "+689 87 00 00 01", company: "Fare SARL" },
      { email: "hina@exemple.pf", fullName: "Hina Tehei" },
    ])
    .returning();
  const rows: Array<[string, typeof orders.$inferInsert]> = [
    [
      "paid",
      {
        customerId: teva!.id,
        productId: pelle!.id,
        productSlug: "mini-pelle-test",
        qty: 2,
        amount: 2_863_920,
        status: "paid",
        options: [{ code: "modele", label: "Modèle", valueCode: "1-8-t", valueLabel: "1,8 t", priceDelta: 0 }],
        notes: "Livraison à Moorea ; merci",
        shippingUnit: "container_20",
        shippingUnitCount: 1,
        freightXpf: 300_000,
        paymentProvider: "sandbox",
        paymentReference: "pay_verified_1",
        depositChargeMinor: 1_440_000,
        depositChargeCurrency: "USD",
        paidAt: tahiti("2026-03-03T10:00:00"),
        createdAt: tahiti("2026-03-03T09:00:00"),
      },
    ],
    [
      "pending",
      {
        customerId: hina!.id,
        productSlug: "panneau-solaire",
        amount: 150_000,
        status: "pending",
        createdAt: tahiti("2026-03-10T08:00:00"),
      },
    ],
    [
      "usd",
      {
        customerId: hina!.id,
        productSlug: "groupe-electrogene",
        amount: 123_456,
        currency: "USD",
        depositRatio: 0.3,
        status: "processing",
        // 23:30 on 31 March in Tahiti is 1 April in UTC.
        createdAt: tahiti("2026-03-31T23:30:00"),
      },
    ],
    [
      "cancelled",
      {
        customerId: teva!.id,
        productSlug: "panneau-solaire",
        amount: 90_000,
        status: "cancelled",
        createdAt: tahiti("2026-04-01T00:30:00"),
      },
    ],
  ];
  for (const [key, values] of rows) {
    const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
    ids[key] = row!.id;
  }
  await db.insert(paymentWebhookEvents).values([
    {
      provider: "sandbox",
      eventId: "evt_paid_1",
      type: "payment_intent.succeeded",
      payload: {},
      outcome: "applied",
      orderKind: "deposit",
      orderId: ids.paid,
      receivedAt: tahiti("2026-03-03T10:00:00"),
    },
    {
      provider: "sandbox",
      eventId: "evt_mismatch_1",
      type: "payment_intent.succeeded",
      payload: {},
      outcome: "mismatch",
      orderKind: "deposit",
      orderId: ids.paid,
      detail: { expected: "sandbox:pay_verified_1 1440000 USD", received: "sandbox:pay_other 100 USD" },
      receivedAt: tahiti("2026-03-03T11:00:00"),
    },
  ]);
  await db.insert(mailOutbox).values({
    to: "teva@example.com",
    subject: `Commande ${ids.paid!.slice(0, 8).toUpperCase()} reçue`,
    html: "<p>Merci</p>",
    text: `Payer : https://shop.test/checkout?orderId=${ids.paid}`,
    status: "sent",
  });
  await db
    .insert(quotes)
    .values({ number: "BPE-Q-2026-00007", orderId: ids.paid, customerId: teva!.id, total: 2_863_920, currency: "XPF" });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: "BPE-F-2026-00011",
      kind: "deposit",
      orderId: ids.paid,
      customerId: teva!.id,
      currency: "XPF",
      amountTotal: 1_718_352,
      amountPaid: 1_718_352,
      status: "paid",
    })
    .returning();
  ids.invoice = invoice!.id;
});
afterAll(async () => {
  await app?.close();
});

const asAdmin = (url: string, init: RequestInit = {}) =>
  app.request(url, { ...init, headers: { Accept: "text/html", Cookie: adminCookie, ...init.headers } });

const post = (url: string, fields: Record<string, string>, cookie = adminCookie) =>
  app.request(url, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: "http://shop.test" },
  });

async function listedNumbers(search: string): Promise<string[]> {
  const response = await asAdmin(`/admin/orders${search}`);
  expect(response.status).toBe(200);
  const text = pageText(await response.text());
  return ["paid", "pending", "usd", "cancelled"].filter((key) => text.includes(ids[key]!.slice(0, 8)));
}

describe("visitors who are not the administrator", () => {
  it("are sent to sign in from the pages, and refused the CSV and the actions", async () => {
    for (const url of ["/admin/orders", `/admin/orders/${ids.paid}`, "/admin/orders/export.csv"]) {
      const page = await app.request(url, { headers: { Accept: "text/html" } });
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
    const csv = await app.request("/admin/orders/export.csv");
    expect(csv.status).toBe(401);
    expect(await csv.text()).not.toContain("teva@example.com");
    const forged = "bpe_admin_session=%22forged%22";
    const change = await post(`/admin/orders/${ids.pending}`, { intent: "status", status: "cancelled" }, forged);
    expect(change.status).toBe(401);
    const notes = await post(`/admin/orders/${ids.pending}`, { intent: "notes", notes: "x" }, "");
    expect(notes.status).toBe(401);
    const [pending] = await app.database.db.select().from(orders).where(eq(orders.id, ids.pending!));
    expect(pending).toMatchObject({ status: "pending", adminNotes: null });
  });
});

describe("Gestion des commandes", () => {
  it("shows every order, newest first, with its number, customer, product, options, amounts and status", async () => {
    const response = await asAdmin("/admin/orders");
    const html = await response.text();
    expect(html).toContain("<title>Gestion des commandes – BPE Admin</title>");
    const text = pageText(html);
    expect(text).toContain("Gestion des commandes");
    for (const label of ["Devis", "Factures", "Bons de commande", "Exporter en CSV"]) expect(text).toContain(label);
    for (const href of ["/admin/quotes", "/admin/invoices", "/admin/purchase-orders"])
      expect(html).toContain(`href="${href}"`);
    expect(text).toMatch(
      /03\/03\/2026 Teva Martin teva@example.com Mini-pelle 1,8 t Options : Modèle : 1,8 t 2 2\s863\s920\sXPF 1\s718\s352\sXPF 60 % Payée/,
    );
    expect(text).toContain("31/03/2026");
    expect(text).toMatch(/1\s234,56\sUSD 370,37\sUSD 30 % En traitement/);
    const order = ["cancelled", "usd", "pending", "paid"].map((key) => text.indexOf(ids[key]!.slice(0, 8)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("searches the customer's name or email, the product and the start of the order number", async () => {
    expect(await listedNumbers("?q=hina")).toEqual(["pending", "usd"]);
    expect(await listedNumbers("?q=TEVA%40EXAMPLE")).toEqual(["paid", "cancelled"]);
    expect(await listedNumbers("?q=mini-pelle")).toEqual(["paid"]);
    expect(await listedNumbers("?q=Pelle%201,8")).toEqual(["paid"]);
    expect(await listedNumbers(`?q=${ids.usd!.slice(0, 8).toUpperCase()}`)).toEqual(["usd"]);
    expect(await listedNumbers("?q=personne")).toEqual([]);
  });

  it("filters by status and by Tahiti days", async () => {
    expect(await listedNumbers("?status=paid")).toEqual(["paid"]);
    expect(await listedNumbers("?status=processing")).toEqual(["usd"]);
    expect(await listedNumbers("?status=unknown")).toHaveLength(4);
    expect(await listedNumbers("?from=2026-03-31&to=2026-03-31")).toEqual(["usd"]);
    expect(await listedNumbers("?from=2026-04-01")).toEqual(["cancelled"]);
    expect(await listedNumbers("?from=2026-03-04&to=2026-03-31&q=panneau")).toEqual(["pending"]);
  });

  it("sorts by amount in SQL", async () => {
    const text = pageText(await (await asAdmin("/admin/orders?sort=amount&dir=asc")).text());
    const positions = ["cancelled", "usd", "pending", "paid"].map((key) => text.indexOf(ids[key]!.slice(0, 8)));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("the CSV export", () => {
  async function exportCsv(search: string) {
    const response = await asAdmin(`/admin/orders/export.csv${search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(Buffer.from(bytes), { bom: true, delimiter: ";", relaxColumnCount: false }) as string[][];
  }

  it("holds the rows of the filtered list, with French headers, dates and amounts", async () => {
    const search = "?q=hina";
    const [header, ...rows] = await exportCsv(search);
    expect(header).toEqual([
      "N° de commande",
      "Date",
      "Client",
      "Email",
      "Produit",
      "Options",
      "Quantité",
      "Montant",
      "Devise",
      "Acompte",
      "Statut",
    ]);
    const params = parseListParams(new URLSearchParams(search), ORDER_LIST_SPEC);
    const list = await listAdminOrders(app.database.db, params);
    expect(rows.map((row) => row[0])).toEqual(list.rows.map((row) => row.id.slice(0, 8)));
    expect(rows).toEqual([
      [
        ids.usd!.slice(0, 8),
        "31/03/2026",
        "Hina Tehei",
        "hina@exemple.pf",
        "groupe-electrogene",
        "",
        "1",
        "1234,56",
        "USD",
        "370,37",
        "En traitement",
      ],
      [
        ids.pending!.slice(0, 8),
        "10/03/2026",
        "Hina Tehei",
        "hina@exemple.pf",
        "panneau-solaire",
        "",
        "1",
        "150000",
        "XPF",
        "90000",
        "En attente",
      ],
    ]);
    const paid = await exportCsv("?status=paid");
    expect(paid.slice(1)).toEqual([
      [
        ids.paid!.slice(0, 8),
        "03/03/2026",
        "Teva Martin",
        "teva@example.com",
        "Mini-pelle 1,8 t",
        "Modèle : 1,8 t",
        "2",
        "2863920",
        "XPF",
        "1718352",
        "Payée",
      ],
    ]);
  });

  it("streams past one batch without losing or repeating a row, even when many share one instant", async () => {
    const { db } = app.database;
    const [bulk] = await db
      .insert(customers)
      .values({ email: "lot@example.com", fullName: "Commande en lot" })
      .returning();
    const at = tahiti("2026-05-05T10:00:00.123456");
    await db.insert(orders).values(
      Array.from({ length: 1_234 }, () => ({
        customerId: bulk!.id,
        productSlug: "lot",
        amount: 1_000,
        createdAt: at,
      })),
    );
    const [, ...rows] = await exportCsv("?q=lot%40example.com");
    const params = parseListParams(new URLSearchParams("?q=lot%40example.com&size=100"), ORDER_LIST_SPEC);
    const list = await listAdminOrders(db, params);
    expect(list.total).toBe(1_234);
    expect(rows).toHaveLength(1_234);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_234);
    await db.delete(orders).where(eq(orders.customerId, bulk!.id));
  });
});

describe("the order page", () => {
  it("shows the customer, the configuration, the amounts, the payment events with a mismatch, the mails and the documents", async () => {
    const response = await asAdmin(`/admin/orders/${ids.paid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const number = ids.paid!.slice(0, 8);
    expect(html).toContain(`<title>Commande ${number} – BPE Admin</title>`);
    const text = pageText(html);
    for (const fact of [
      "Teva Martin",
      "teva@example.com",
      "+689 87 00 00 01",
      "Fare SARL",
      "Livraison à Moorea ; merci",
      "Mini-pelle 1,8 t",
      "Modèle : 1,8 t",
      "1 × conteneur 20 pieds",
      "2\u202f863\u202f920\u00a0XPF",
      "Acompte (60 %)",
      "1\u202f718\u202f352\u00a0XPF",
      "1\u202f145\u202f568\u00a0XPF",

      "Acompte payé en ligne le 03/03/2026 10:00",
      "Paiement sandbox : pay_verified_1",
      "Appliqué",
      "Écart refusé",
      "Attendu : sandbox:pay_verified_1 1440000 USD — reçu : sandbox:pay_other 100 USD",
      `Commande ${number.toUpperCase()} reçue`,
      "BPE-Q-2026-00007",
      "BPE-F-2026-00011",
      "Facture d'acompte",
      "Paiement vérifié par le prestataire",
    ]) {
      // pageText writes every kind of space as one plain space.
      expect(text).toContain(fact.replace(/\s+/g, " "));
    }
    // The total received in the order's currency first (deposit and balance alike), then what the card charged.
    expect(text).toMatch(
      /Payé à ce jour 1\s718\s352\sXPF sur 2\s863\s920\sXPF 14\s400,00\sUSD Acompte payé en ligne le 03\/03\/2026 10:00/,
    );
    expect(html).toContain(`href="/admin/invoices/${ids.invoice}"`);
  });

  it("answers 'Commande non trouvée' (404) for an unknown or malformed id", async () => {
    for (const id of ["0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f", "pas-un-id", "12345678"]) {
      const response = await asAdmin(`/admin/orders/${id}`);
      expect(response.status).toBe(404);
      expect(pageText(await response.text())).toContain("Commande non trouvée");
    }
  });

  it("changes the status, audited, and back to the page with a message", async () => {
    const response = await post(`/admin/orders/${ids.pending}`, { intent: "status", status: "processing" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${ids.pending}`);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, ids.pending!));
    expect(row!.status).toBe("processing");
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.pending!), eq(auditLog.action, "order.status")));
    expect(audit).toEqual([
      expect.objectContaining({ actor: ADMIN_EMAIL, entity: "order", summary: { from: "pending", to: "processing" } }),
    ]);
    const page = pageText(
      await (
        await asAdmin(`/admin/orders/${ids.pending}`, {
          headers: { Cookie: after(response) },
        })
      ).text(),
    );
    expect(page).toContain("Statut : En attente → En traitement");
    expect(page).toContain("Statut mis à jour : En traitement");
  });

  it("refuses to put a verified paid order back to pending, says why, and changes nothing", async () => {
    const response = await post(`/admin/orders/${ids.paid}`, { intent: "status", status: "pending" });
    expect(response.status).toBe(409);
    expect(pageText(await response.text())).toContain(
      "Statut non modifié : l'acompte de cette commande a été payé et vérifié auprès du prestataire de paiement, elle ne peut pas revenir « En attente ».",
    );
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, ids.paid!));
    expect(row!.status).toBe("paid");
    const refused = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.paid!), eq(auditLog.action, "order.status_refused")));
    expect(refused).toHaveLength(1);
    // Moving on (processing) is still allowed.
    expect((await post(`/admin/orders/${ids.paid}`, { intent: "status", status: "processing" })).status).toBe(303);
    const [moved] = await app.database.db.select().from(orders).where(eq(orders.id, ids.paid!));
    expect(moved!.status).toBe("processing");
  });

  it("refuses an unknown status or intent", async () => {
    expect((await post(`/admin/orders/${ids.cancelled}`, { intent: "status", status: "shipped" })).status).toBe(400);
    expect((await post(`/admin/orders/${ids.cancelled}`, { intent: "delete" })).status).toBe(400);
  });

  it("saves the internal notes with a message, audited, and keeps the customer's own notes", async () => {
    const response = await post(`/admin/orders/${ids.paid}`, {
      intent: "notes",
      notes: "  Rappeler avant le départ du navire.  ",
    });
    expect(response.status).toBe(303);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, ids.paid!));
    expect(row!.adminNotes).toBe("Rappeler avant le départ du navire.");
    expect(row!.notes).toBe("Livraison à Moorea ; merci");
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.paid!), eq(auditLog.action, "order.notes")));
    expect(audit).toMatchObject({ actor: ADMIN_EMAIL, summary: { length: 35 } });
    const next = await asAdmin(`/admin/orders/${ids.paid}`, {
      headers: { Cookie: after(response) },
    });
    const text = pageText(await next.text());
    expect(text).toContain("Notes enregistrées");
    expect(text).toContain("Rappeler avant le départ du navire.");
  });
});

describe("when the orders cannot be read", () => {
  it("shows the shortcut tiles first, in the specification's order, then the figures (back-office §2)", async () => {
    const text = pageText(await (await asAdmin("/admin")).text());
    const tiles = [
      "Accès rapide",
      "Produits",
      "Import",
      "Commandes",
      "Prospects",
      "Factures",
      "Devis",
      "Fournisseurs",
      "Bons de commande",
    ];
    const at = (label: string, from: number) => text.indexOf(label, from);
    let from = text.indexOf("Accès rapide");
    for (const label of tiles) {
      const found = at(label, from);
      expect(found, label).toBeGreaterThanOrEqual(from);
      from = found;
    }
    expect(text.indexOf("Accès rapide")).toBeLessThan(text.indexOf("Indicateurs"));
    expect(text.indexOf("Accès rapide")).toBeLessThan(text.indexOf("Commandes récentes"));
  });

  it("the list says so, and the dashboard logs it and still shows its shortcuts", async () => {
    const { db } = app.database;
    await db.execute(sql`alter table orders rename to orders_unreadable`);
    try {
      const list = await asAdmin("/admin/orders");
      expect(list.status).toBe(500);
      expect(pageText(await list.text())).toContain("Impossible de charger les commandes.");
      const dashboard = await asAdmin("/admin");
      expect(dashboard.status).toBe(200);
      const text = pageText(await dashboard.text());
      expect(text).toContain("Les indicateurs n'ont pas pu être chargés.");
      expect(text).toContain("Accès rapide");
      expect(text).toContain("Gestion des Prospects");
    } finally {
      await db.execute(sql`alter table orders_unreadable rename to orders`);
    }
  });
});
