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
//
//   npm run build && node bench/catalogue-churn.ts        (DURATION=seconds, CONNECTIONS=n, MODES=swr,render, SAVES=0)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
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

    const samples: Sample[] = [];
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
    let counter = 0;
    const started = performance.now();
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
    await writer;
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = (await processCpuMs(server.pid)) - serverCpuAtStart;
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const kept = samples.filter((sample) => sample.cache === "hit" || sample.cache === "stale").length;
    return {
      mode: SAVES ? mode : `${mode}, no saves`,
      database: database.kind,
      pages: browse.length,
      saves,
      failedSaves,
      requests: samples.length,
      perSecond: Math.round(samples.length / seconds),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: Math.round(sorted.at(-1) ?? 0),
      keptShare: Math.round((kept / Math.max(1, samples.length)) * 1000) / 10,
      stale: samples.filter((sample) => sample.cache === "stale").length,
      rendered: samples.filter((sample) => sample.cache === "miss").length,
      errors: samples.filter((sample) => sample.error).length,
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
  "p95",
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
    row.p95,
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
