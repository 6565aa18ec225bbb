// `node bench/catalogue-churn.ts`: public pages while the catalogue changes (issue 32 item 1). CONNECTIONS visitors
// (default 50) browse every public page of the sitemap (home, shop, categories, products, in the three languages)
// for DURATION seconds (default 30) while the administrator saves a product every second (it moves between two
// categories: its sheet, both categories, the shop and the home page change, in every language). Printed for two
// servers side by side in time, one after the other: stale-while-revalidate (PAGE_CACHE_STALE_MS=30000, the default)
// and a render for the first visitor after each write (PAGE_CACHE_STALE_MS=0): requests, req/s, p50/p95/p99/max,
// and the share of answers served from kept pages (`X-Page-Cache: hit` or `stale`). Figures are reported, never
// asserted; they go to bench/results/catalogue-churn.json. On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
// SAVES=0 runs the same browsing without any save (the kept pages' own latency on this machine, for comparison).
// Also printed: the CPU the app server and this bench client used, in ms per second of the run (/proc), which shows
// how much of the two cores each had.
// CLIENT=autocannon (the default) browses with autocannon, the client of the other throughput rows (`npm run bench`):
// about a tenth of the CPU per request of Node's fetch, so the client does not take the core the server needs
// (p95 is then not known: autocannon's histogram gives p90 and p97.5, printed instead). CLIENT=fetch browses with
// Node's fetch, one sample per request (the figures of the first table of docs/PERFORMANCE.md).
//
//   npm run build && node bench/catalogue-churn.ts   (DURATION=seconds, CONNECTIONS=n, MODES=swr,render, SAVES=0,
//                                                     CLIENT=autocannon|fetch)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { asc } from "drizzle-orm";
import { categories, products } from "../app/db/schema/index.ts";
import { setAdminPassword } from "../app/modules/auth/set-admin-password.server.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { createServedDatabase } from "../tests/support/served-database.ts";

const DURATION_S = Math.min(Number(process.env.DURATION ?? 30), 300);
const CONNECTIONS = Math.min(Number(process.env.CONNECTIONS ?? 50), 200);
const MODES = (process.env.MODES ?? "swr,render").split(",") as Array<"swr" | "render">;
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-banc-catalogue";
const STALE_MS = { swr: "30000", render: "0" } as const;
const SAVES = process.env.SAVES !== "0";
const CLIENT = process.env.CLIENT === "fetch" ? "fetch" : "autocannon";

/** The CPU time a process used so far, in ms (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
async function processCpuMs(pid: number | undefined): Promise<number> {
  if (!pid) return Number.NaN;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Sample = { ms: number; cache: string | null; error?: string };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;

type Browsed = {
  requests: number;
  errors: number;
  counts: { hit: number; stale: number; miss: number };
  latency: {
    p50: number;
    p90: number | string;
    p95: number | string;
    p97_5: number | string;
    p99: number;
    max: number;
  };
};

/** CONNECTIONS loops of Node's fetch over the pages until `endAt`, one sample per request. */
async function browseWithFetch(base: string, browse: string[], endAt: number): Promise<Browsed> {
  const samples: Sample[] = [];
  let counter = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < endAt) {
        const target = browse[(counter += 1) % browse.length]!;
        const begun = performance.now();
        try {
          const response = await fetch(`${base}${target}`, {
            headers: { "Accept-Encoding": "br, gzip" },
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          const sample: Sample = { ms: performance.now() - begun, cache: response.headers.get("X-Page-Cache") };
          if (response.status !== 200) sample.error = `HTTP ${response.status}`;
          samples.push(sample);
        } catch (error) {
          samples.push({ ms: performance.now() - begun, cache: null, error: (error as Error).name });
        }
      }
    }),
  );
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const count = (cache: string) => samples.filter((sample) => sample.cache === cache).length;
  return {
    requests: samples.length,
    errors: samples.filter((sample) => sample.error).length,
    counts: { hit: count("hit"), stale: count("stale"), miss: count("miss") },
    latency: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p95: percentile(sorted, 95),
      p97_5: percentile(sorted, 97.5),
      p99: percentile(sorted, 99),
      max: Math.round(sorted.at(-1) ?? 0),
    },
  };
}

/** CONNECTIONS autocannon connections, each going through the pages in turn, for DURATION seconds. */
async function browseWithAutocannon(base: string, browse: string[]): Promise<Browsed> {
  const counts = { hit: 0, stale: 0, miss: 0 };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    headers: { "accept-encoding": "br, gzip" },
    requests: browse.map((pagePath) => ({
      method: "GET" as const,
      path: pagePath,
      onResponse: (status: number, _body: string, _context: object, headers?: Record<string, unknown>) => {
        const cache = headers?.["x-page-cache"] ?? headers?.["X-Page-Cache"];
        if (status === 200 && (cache === "hit" || cache === "stale" || cache === "miss")) counts[cache] += 1;
      },
    })),
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    counts,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p95: "—",
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
}

async function runMode(mode: "swr" | "render") {
  const database = await createServedDatabase();
  const env = {
    ...database.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL,
    PAGE_CACHE_STALE_MS: STALE_MS[mode],
    MAX_REQUESTS_PER_ADDRESS: "1000",
  };
  // The first start seeds the demo catalogue; the product that moves and its two categories are read while stopped.
  await (await startAppServer({ env })).stop();
  const { productId, categoryIds } = await database.use(async (db) => {
    await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "bench" });
    const [product] = await db.select({ id: products.id }).from(products).orderBy(asc(products.slug)).limit(1);
    const rows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.key)).limit(2);
    return { productId: product!.id, categoryIds: rows.map((row) => row.id) };
  });
  const server = await startAppServer({ env });
  try {
    const base = server.url;
    const signIn = await fetch(`${base}/login`, {
      method: "POST",
      body: new URLSearchParams({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
      redirect: "manual",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    if (signIn.status !== 302) throw new Error(`sign-in failed: ${signIn.status}`);
    const pages: string[] = [];
    for (const sitemap of ["/sitemaps/pages-1.xml", "/sitemaps/products-1.xml"]) {
      const xml = await (await fetch(`${base}${sitemap}`)).text();
      for (const match of xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) pages.push(new URL(match[1]!).pathname);
    }
    const browse = [...new Set(pages)].filter((pagePath) => !pagePath.includes("devis"));
    for (const pagePath of browse) await (await fetch(`${base}${pagePath}`)).arrayBuffer();

    let saves = 0;
    let failedSaves = 0;
    const endAt = Date.now() + DURATION_S * 1000;
    const serverCpuAtStart = await processCpuMs(server.pid);
    const clientCpuAtStart = process.cpuUsage();
    const writer = (async () => {
      while (SAVES && Date.now() < endAt) {
        const next = Date.now() + 1000;
        const response = await fetch(`${base}/admin/products`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: base },
          body: new URLSearchParams({ intent: "move", productId, categoryId: categoryIds[saves % 2]! }),
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status >= 400) failedSaves += 1;
        saves += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    })();
    const started = performance.now();
    const browsed =
      CLIENT === "fetch" ? await browseWithFetch(base, browse, endAt) : await browseWithAutocannon(base, browse);
    await writer;
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = (await processCpuMs(server.pid)) - serverCpuAtStart;
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    const { counts } = browsed;
    return {
      mode: `${SAVES ? mode : `${mode}, no saves`} (${CLIENT})`,
      database: database.kind,
      pages: browse.length,
      saves,
      failedSaves,
      requests: browsed.requests,
      perSecond: Math.round(browsed.requests / seconds),
      ...browsed.latency,
      keptShare: Math.round(((counts.hit + counts.stale) / Math.max(1, browsed.requests)) * 1000) / 10,
      stale: counts.stale,
      rendered: counts.miss,
      errors: browsed.errors,
      serverCpuMsPerS: Math.round(serverCpu / seconds),
      clientCpuMsPerS: Math.round((clientCpu.user + clientCpu.system) / 1000 / seconds),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const rows = [];
for (const mode of MODES) {
  console.log(
    `catalogue churn (${mode}): ${CONNECTIONS} connections for ${DURATION_S} s, ${SAVES ? "one product saved per second" : "no saves"}`,
  );
  rows.push(await runMode(mode));
}
const header = [
  "mode",
  "db",
  "pages",
  "saves",
  "requests",
  "req/s",
  "p50",
  "p90",
  "p95",
  "p97.5",
  "p99",
  "max",
  "kept %",
  "stale",
  "miss",
  "errors",
  "server cpu ms/s",
  "client cpu ms/s",
];
const lines = rows.map((row) =>
  [
    row.mode,
    row.database,
    row.pages,
    row.saves,
    row.requests,
    row.perSecond,
    row.p50,
    row.p90,
    row.p95,
    row.p97_5,
    row.p99,
    row.max,
    row.keptShare,
    row.stale,
    row.rendered,
    row.errors,
    row.serverCpuMsPerS,
    row.clientCpuMsPerS,
  ].map(String),
);
const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]!.length)));
const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
console.log(format(header));
for (const line of lines) console.log(format(line));
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(
  path.join(RESULTS_DIR, "catalogue-churn.json"),
  `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION_S, saves: SAVES, rows }, null, 2)}\n`,
);
