// Lighthouse 13 over the public pages (issue 3 item 11): mobile emulation, the system Chromium, a server of our
// own on a fresh database. Prints a table and writes the full figures to bench/results/. Figures are reported,
// never asserted (DESIGN.md "Benchmarks").
//
//   npm run build && node bench/lighthouse.ts            (BUILD_DIR=… to use another build, CHROME_PATH=… another browser)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppServer } from "../tests/support/app-server.ts";
import { sitemapPaths } from "./page-js.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Budgets of issue 3 item 11. */
export const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, homeJsKb: 100 };

type PageFigures = {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  jsKb: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Performance opportunities and diagnostics with a score below 0.9, to know what to improve. */
  improvements: string[];
  failedAudits: string[];
};

async function findCatalogPages(baseUrl: string): Promise<{ category: string; product: string }> {
  const paths = await sitemapPaths(baseUrl);
  const product = paths.find((p) => p.startsWith("/shop/product/"));
  // A category that lists products, so its page is measured with its cards and images.
  let category: string | undefined;
  for (const candidate of paths.filter((p) => /^\/shop\/[^/]+$/.test(p) && !p.startsWith("/shop/product"))) {
    const html = await (await fetch(`${baseUrl}${candidate}`)).text();
    if (html.includes('href="/shop/product/')) {
      category = candidate;
      break;
    }
  }
  if (!product || !category) throw new Error("the sitemap lists no category or product: is the demo content seeded?");
  return { category, product };
}

async function audit(url: string, port: number): Promise<Omit<PageFigures, "page">> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // FULL_REPORTS=1 keeps Lighthouse's whole report per page, to read its diagnostics.
  if (process.env.FULL_REPORTS) {
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(
      path.join(RESULTS_DIR, `lhr-${new URL(url).pathname.replace(/\W+/g, "_") || "_"}.json`),
      JSON.stringify(lhr),
    );
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources =
    (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
      ?.items ?? [];
  const scriptBytes = resources.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is NonNullable<typeof a> =>
        Boolean(a) && a!.score !== null && a!.score < 1 && a!.scoreDisplayMode === "binary",
    )
    .map((a) => a.id);
  return {
    url,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    jsKb: Math.round((scriptBytes / 1024) * 10) / 10,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    speedIndexMs: Math.round(lhr.audits["speed-index"]?.numericValue ?? 0),
    improvements: (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is NonNullable<typeof a> => Boolean(a) && a!.score !== null && a!.score < 0.9)
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`),
    failedAudits,
  };
}

function printTable(rows: PageFigures[]) {
  const header = ["page", "perf", "a11y", "best", "seo", "JS KB (gz)", "LCP ms", "CLS", "FCP ms", "TBT ms"];
  const lines = rows.map((r) =>
    [
      r.page,
      r.scores.performance,
      r.scores.accessibility,
      r.scores["best-practices"],
      r.scores.seo,
      r.jsKb,
      r.lcpMs,
      r.cls,
      r.fcpMs,
      r.tbtMs,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  for (const r of rows)
    if (r.failedAudits.length) console.log(`${r.page}: failed audits: ${r.failedAudits.join(", ")}`);
  for (const r of rows) if (r.improvements.length) console.log(`${r.page}: to improve: ${r.improvements.join("; ")}`);
  console.log(
    `budgets: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ${BUDGETS["best-practices"]}, SEO ${BUDGETS.seo}, home JS ≤ ${BUDGETS.homeJsKb} KB`,
  );
}

async function main() {
  const server = await startAppServer({ env: { NODE_ENV: "production", LOG_LEVEL: "warn" } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const { category, product } = await findCatalogPages(server.url);
    const pages = [
      ["home", "/"],
      ["shop", "/shop"],
      ["category", category],
      ["product", product],
    ] as const;
    // One warm-up request per page, so the figures measure rendering, not the first database access.
    for (const [, pagePath] of pages) await fetch(`${server.url}${pagePath}`);
    const only = process.env.PAGES?.split(",");
    const rows: PageFigures[] = [];
    for (const [name, pagePath] of pages.filter(([name]) => !only || only.includes(name))) {
      let figures = await audit(`${server.url}${pagePath}`, chrome.port);
      // Lighthouse now and then fails to trace a page (no performance score at all): measure it once more.
      if (figures.scores.performance === 0) figures = await audit(`${server.url}${pagePath}`, chrome.port);
      rows.push({ page: name, ...figures });
    }
    printTable(rows);
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(file, JSON.stringify({ date: new Date().toISOString(), budgets: BUDGETS, pages: rows }, null, 2));
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
