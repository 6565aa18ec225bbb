// The back office's filter bars (DataTableFilterBar) as the server renders them from the URL: each list's search
// region and controls by their French labels, the values the URL gave (an unknown choice dropped; a day that is not
// in the calendar refused with a 400 and a sentence, the page and its CSV export alike), and the reset link that keeps the sort and the page size. Behaviour in the browser (a choice applies
// at once, "/" and Enter, the reset) is tests/e2e/admin-frame.test.ts's, on the audit log.
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminApp, type AdminApp } from "../../support/admin-session.ts";

let admin: AdminApp;

beforeAll(async () => {
  admin = await startAdminApp();
});
afterAll(async () => {
  await admin?.close();
});

/** The filter bar of a list page: its region, the label of each control, their values and the reset link. */
async function filterBar(url: string) {
  const response = await admin.get(url);
  expect(response.status, url).toBe(200);
  const $ = load(await response.text());
  const form = $("form[role=search]");
  expect(form, url).toHaveLength(1);
  const labelOf = (id: string | undefined) => $(`label[for="${id}"]`).text();
  return {
    region: form.attr("aria-label"),
    labels: form
      .find("label")
      .toArray()
      .map((label) => $(label).text()),
    search: form.find("input[type=search]").attr("name"),
    /** Each named control's value: the search box and the days as typed, a choice as its trigger shows it. */
    values: Object.fromEntries([
      ...form
        .find("input[name]:not([type=hidden])")
        .toArray()
        .map((input) => [$(input).attr("name"), $(input).attr("value") ?? ""]),
      ...form
        .find("button[role=combobox]")
        .toArray()
        .map((trigger) => [labelOf($(trigger).attr("id")), $(trigger).text()]),
    ]),
    kept: Object.fromEntries(
      form
        .find("input[type=hidden][name]")
        .toArray()
        .map((input) => [$(input).attr("name"), $(input).attr("value")]),
    ),
    reset: form.find("a").filter((_, link) => $(link).text() === "Effacer les filtres"),
  };
}

describe("the lists' filter bar", () => {
  it("shows the orders' search, status and days with the URL's values, and resets them keeping the sort", async () => {
    const bar = await filterBar("/admin/orders?q=pelle&status=paid&from=2026-01-01&to=2026-01-31&sort=amount&dir=asc");
    expect(bar.region).toBe("Filtrer les commandes");
    expect(bar.labels).toEqual(["Rechercher", "Statut", "Du", "Au"]);
    expect(bar.search).toBe("q");
    expect(bar.values).toEqual({ q: "pelle", Statut: "Payée", from: "2026-01-01", to: "2026-01-31" });
    expect(bar.kept).toEqual({ sort: "amount", dir: "asc" });
    expect(bar.reset.attr("href")).toBe("/admin/orders?sort=amount&dir=asc");
  });

  it("shows the leads' status and source between the search box and the days", async () => {
    const bar = await filterBar("/admin/leads?status=qualified&source=unknown&size=50");
    expect(bar.region).toBe("Filtrer les prospects");
    expect(bar.labels).toEqual(["Rechercher", "Statut", "Source", "Du", "Au"]);
    expect(bar.values).toEqual({ q: "", Statut: "Qualifié", Source: "Toutes les sources", from: "", to: "" });
    expect(bar.reset.attr("href")).toBe("/admin/leads?size=50");
  });

  it("shows the customers' search and creation days, and no reset link without a filter", async () => {
    const bar = await filterBar("/admin/customers");
    expect(bar.region).toBe("Filtrer les clients");
    expect(bar.labels).toEqual(["Rechercher", "Créé du", "Au"]);
    expect(bar.reset).toHaveLength(0);
  });

  it("shows the card payments' buyer search and status", async () => {
    const bar = await filterBar("/admin/airwallex-orders?q=moana%40example.com&status=failed");
    expect(bar.region).toBe("Filtrer les commandes par carte");
    expect(bar.labels).toEqual(["Email de l'acheteur", "Statut"]);
    expect(bar.values).toEqual({ q: "moana@example.com", Statut: "Échoué" });
  });

  it("shows the audit log's search, kind of element and days", async () => {
    const bar = await filterBar("/admin/audit?q=sign&from=&to=*");
    expect(bar.region).toBe("Rechercher");
    expect(bar.labels).toEqual(["Rechercher", "Élément", "Du", "Au"]);
    expect(bar.values).toEqual({ q: "sign", Élément: "Tous les éléments", from: "", to: "" });
  });

  it("refuses a day that is not in the calendar with a 400 and a French sentence, on a page and a CSV export", async () => {
    for (const url of [
      "/admin/orders?to=2026-13-01",
      "/admin/audit?q=sign&from=hier",
      "/admin/leads?from=2026-02-30",
      "/admin/orders/export.csv?from=soon",
      "/admin/customers/export.csv?to=2025-02-29",
    ]) {
      const response = await admin.get(url);
      expect(response.status, url).toBe(400);
      const text = (await response.text()).replace(/&#x27;|&#39;/g, "'");
      expect(text, url).toContain("Cette date n'existe pas");
    }
  });
});
