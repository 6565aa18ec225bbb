// What bench/backoffice-scale.ts asks of the back office's lists and dashboard, by the names LISTS=… selects.
import type { Runner } from "./runner.ts";

type ListRequests = { search: string; filter: string; deep: number };

// Each list: as opened, a search, a filter, a deep page (page 2,000 of 25 rows where the list is that long).
export const LISTS: Array<[string, string, ListRequests]> = [
  ["orders", "/admin/orders", { search: "q=lefèvre", filter: "status=paid", deep: 2000 }],
  ["leads", "/admin/leads", { search: "q=tehei", filter: "status=qualified", deep: 1000 }],
  ["customers", "/admin/customers", { search: "q=hélène", filter: "from=2026-01-01&to=2026-03-31", deep: 2000 }],
  ["card payments", "/admin/airwallex-orders", { search: "q=vini.pf", filter: "status=paid", deep: 400 }],
  ["quotes", "/admin/quotes", { search: "q=dupont", filter: "status=sent", deep: 400 }],
  ["invoices", "/admin/invoices", { search: "q=BPE-F-2026-001", filter: "status=paid", deep: 400 }],
  ["purchase orders", "/admin/purchase-orders", { search: "q=ningbo", filter: "status=confirmed", deep: 100 }],
  ["products", "/admin/products", { search: "q=solaire", filter: "status=draft", deep: 1 }],
  ["audit log", "/admin/audit", { search: "q=webhook", filter: "entity=lead", deep: 1000 }],
];

export const DASHBOARD_PERIODS = ["month", "30d", "year", "all"];

/** Every list, or only those named in `only`. */
export async function measureLists(measure: Runner["measure"], only: string[] | undefined) {
  for (const [name, pathname, { search, filter, deep }] of LISTS) {
    if (only && !only.includes(name)) continue;
    await measure(name, "opened", pathname);
    await measure(name, "search", `${pathname}?${search}`);
    await measure(name, "filter", `${pathname}?${filter}`);
    if (deep > 1) await measure(name, `page ${deep}`, `${pathname}?page=${deep}`);
  }
}

export async function measureDashboard(measure: Runner["measure"]) {
  for (const period of DASHBOARD_PERIODS) await measure("dashboard", period, `/admin/dashboard?period=${period}`);
}
