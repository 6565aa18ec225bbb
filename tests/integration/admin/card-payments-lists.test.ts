// The card-payments module on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the email search,
// the status filter, the four tiles (revenue per currency, never added together), amounts in each currency's own
// minor unit, the provider's dashboard link and the CSV equal to the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { orderNumber } from "../../../app/modules/sales/order-number.ts";
import { exportAdminCardPayments } from "../../../app/modules/payments/admin-card-payment-export.server.ts";
import { ADMIN_CARD_PAYMENT_LIST_SPEC } from "../../../app/modules/payments/admin-card-payment-list-spec.ts";
import {
  airwallexDashboardUrl,
  getCardPaymentTiles,
  listAdminCardPayments,
} from "../../../app/modules/payments/admin-card-payment-list.server.ts";
import { minorToMajor } from "../../../app/modules/payments/admin-card-payment-view.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { readCsv } from "./leads-csv.ts";
import { createCardPayment, createSalesProduct } from "./sales-factories.ts";

let database: TestDatabase;
let productTitle: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const product = await createSalesProduct(db, "Mini-pelle 2 t");
  productTitle = product.title;
  const options = [{ code: "godet", label: "Godet", valueCode: "40", valueLabel: "40 cm", priceDelta: 0 }];
  // Hand-counted: 6 orders, 3 paid (USD 1 234,56 + USD 100,00; XPF 250 000), 2 pending, 1 failed.
  const rows = [
    { buyerEmail: "teva@example.pf", status: "paid", amountCents: 123_456, currency: "USD", quantity: 2 },
    { buyerEmail: "teva@example.pf", status: "pending", amountCents: 5_000, currency: "USD" },
    { buyerEmail: "moana@example.pf", status: "paid", amountCents: 10_000, currency: "USD" },
    { buyerEmail: "moana@example.pf", status: "failed", amountCents: 7_700, currency: "USD" },
    { buyerEmail: "li@example.cn", status: "paid", amountCents: 250_000, currency: "XPF" },
    { buyerEmail: "li@example.cn", status: "pending", amountCents: 99_000, currency: "XPF" },
  ] as const;
  for (const [index, row] of rows.entries())
    await createCardPayment(db, {
      ...row,
      productId: product.id,
      productSlug: product.slug,
      options,
      provider: index === 0 ? "airwallex" : "sandbox",
      paymentIntentId: `int_${index}`,
      createdAt: new Date(Date.UTC(2026, 2, 1 + index, 20, 0)),
    });
});
afterAll(async () => {
  await database?.close();
});

const params = (query: string) => parseListParams(new URLSearchParams(query), ADMIN_CARD_PAYMENT_LIST_SPEC);
const list = (query: string) => listAdminCardPayments(database.db, params(query));

describe("the card payments list", () => {
  it("shows every order newest first with its product", async () => {
    const page = await list("");
    expect(page.total).toBe(6);
    expect(page.rows[0]).toMatchObject({ email: "li@example.cn", productTitle, currency: "XPF", amount: 99_000 });
  });

  it("searches the buyer's email, ignoring case, and filters by status", async () => {
    expect((await list("q=TEVA@")).rows.map((row) => row.status)).toEqual(["pending", "paid"]);
    expect((await list("status=paid")).rows.map((row) => row.email)).toEqual([
      "li@example.cn",
      "moana@example.pf",
      "teva@example.pf",
    ]);
    expect((await list("q=moana&status=failed")).total).toBe(1);
    expect((await list("q=nobody")).total).toBe(0);
  });

  it("sorts by amount in SQL", async () => {
    expect((await list("sort=amount&dir=desc")).rows[0]!.amount).toBe(250_000);
  });
});

describe("the tiles", () => {
  it("count orders, paid and pending, and sum paid revenue per currency", async () => {
    expect(await getCardPaymentTiles(database.db, {})).toEqual({
      total: 6,
      paid: 3,
      pending: 2,
      revenue: [
        { currency: "USD", amount: 133_456 },
        { currency: "XPF", amount: 250_000 },
      ],
    });
  });

  it("follow the search, not the status shown", async () => {
    expect(await getCardPaymentTiles(database.db, params("q=teva&status=pending").filters)).toEqual({
      total: 2,
      paid: 1,
      pending: 1,
      revenue: [{ currency: "USD", amount: 123_456 }],
    });
  });
});

describe("amounts and links", () => {
  it("divide by the currency's own minor unit: cents for USD, none for XPF", () => {
    expect(minorToMajor(123_456, "USD")).toBe(1234.56);
    expect(minorToMajor(250_000, "XPF")).toBe(250_000);
  });

  it("link an Airwallex payment to the dashboard of the environment the site uses", () => {
    expect(airwallexDashboardUrl("https://api.airwallex.com", "int_abc")).toBe(
      "https://www.airwallex.com/app/acquiring/payments/int_abc",
    );
    expect(airwallexDashboardUrl("https://api-demo.airwallex.com", "int_abc")).toBe(
      "https://demo.airwallex.com/app/acquiring/payments/int_abc",
    );
    expect(airwallexDashboardUrl("https://api.airwallex.com", null)).toBeNull();
  });
});

describe("the CSV", () => {
  it("holds the filtered list's rows, amounts in major units with a decimal comma", async () => {
    const query = "status=paid";
    const page = await list(query);
    const { header, rows } = await readCsv(exportAdminCardPayments(database.db, params(query).filters));
    expect(header).toEqual([
      "Date",
      "Commande",
      "Email",
      "Produit",
      "Options",
      "Quantité",
      "Montant",
      "Devise",
      "Statut",
      "Prestataire",
      "Référence du paiement",
    ]);
    // The order's short number, as in every CSV (sales/order-number.ts, issue 27 item 8).
    expect(rows.map((row) => row[1])).toEqual(page.rows.map((row) => orderNumber(row.id)));
    expect(rows.map((row) => [row[6], row[7]])).toEqual([
      ["250000", "XPF"],
      ["100", "USD"],
      ["1234,56", "USD"],
    ]);
    expect(rows.at(-1)).toEqual([
      "01/03/2026",
      orderNumber(page.rows.at(-1)!.id),
      "teva@example.pf",
      "Mini-pelle 2 t",
      "Godet : 40 cm",
      "2",
      "1234,56",
      "USD",
      "Payé",
      "airwallex",
      "int_0",
    ]);
  });
});
