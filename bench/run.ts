// `npm run bench`: one table of the built server's throughput and latency (autocannon) on `/`, `/shop`, a category
// and a product, with brotli, gzip and uncompressed, the page cache on (a kept page) and off (the page rendered for
// the request: a query string keeps it out of the cache), each beside a plain node:http ceiling that sends the same
// bytes in the same run (bench/ceiling-server.ts), and for the uncached page the app server's CPU per page (every
// thread, from /proc); then the app server's memory (RSS) at start and after the load. Figures are
// reported, never asserted (DESIGN.md "Benchmarks"); they go to bench/results/. JavaScript per page and Lighthouse
// have their own scripts: `node bench/page-js.ts`, `node bench/lighthouse.ts`.
//
//   npm run build && npm run bench     (BUILD_DIR=… another build; DURATION=seconds per run, CONNECTIONS=n;
//                                       DATABASE_URL=postgres://… to run the app on PostgreSQL; DATA_DIR=… to keep
//                                       the app's data folder between runs)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server.ts";
import { cpuMsOf, rssOf } from "./proc.ts";
import { sitemapPaths } from "./page-js.ts";

const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ENCODINGS = { br: "br, gzip", gzip: "gzip", none: "identity" } as const;
type EncodingName = keyof typeof ENCODINGS;

type Figures = { rps: number; p50: number; p99: number; errors: number; requests: number };
type Row = {
  page: string;
  encoding: EncodingName;
  cached: Figures;
  ceiling: Figures;
  uncached: Figures;
  /** The app server's CPU (every thread) per uncached page, in ms: steadier than req/s on a shared machine. */
  uncachedCpuMs: number | null;
};

async function load(url: string, acceptEncoding: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": acceptEncoding },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The raw bytes and headers the app sends for a page with this Accept-Encoding (fetch would decompress them). */
function rawPage(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; cache: string }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ headers: res.headers, body: Buffer.concat(chunks), cache: String(res.headers["x-page-cache"]) }),
        );
      })
      .on("error", reject);
  });
}

async function startCeiling(pagesFile: string) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "ceiling-server.ts"), pagesFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  const port = /listening (\d+)/.exec(String(line))?.[1];
  if (!port) throw new Error(`the ceiling server did not start: ${String(line)}`);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** Resident memory of the app server in MB (MiB, as the earlier figures of docs/PERFORMANCE.md), or null. */
async function appServerRssMb(pid: number | undefined): Promise<number | null> {
  const bytes = await rssOf(pid);
  return bytes > 0 ? Math.round(bytes / 1024 / 1024) : null;
}

const cell = (figures: Figures) => [String(figures.rps), figures.p50.toFixed(1), figures.p99.toFixed(1)];

function printTable(rows: Row[]) {
  const header = [
    "page",
    "enc",
    "cached req/s",
    "p50",
    "p99",
    "ceiling req/s",
    "p50",
    "p99",
    "% ceiling",
    "uncached req/s",
    "p50",
    "p99",
    "CPU ms/page",
    "errors",
  ];
  const lines = rows.map((row) => [
    row.page,
    row.encoding,
    ...cell(row.cached),
    ...cell(row.ceiling),
    `${((100 * row.cached.rps) / Math.max(1, row.ceiling.rps)).toFixed(0)} %`,
    ...cell(row.uncached),
    row.uncachedCpuMs === null ? "?" : row.uncachedCpuMs.toFixed(1),
    String(row.cached.errors + row.ceiling.errors + row.uncached.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  // Every connection comes from this machine's one address: the per-address limit (8) would refuse most of them.
  const env: Record<string, string> = { NODE_ENV: "production", LOG_LEVEL: "warn", MAX_REQUESTS_PER_ADDRESS: "10000" };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  // A data folder kept between runs (the demo catalogue is seeded once).
  if (process.env.DATA_DIR) env.DATA_DIR = process.env.DATA_DIR;
  const server = await startAppServer({ env });
  const work = await mkdtemp(path.join(os.tmpdir(), "bpe-bench-"));
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  const rows: Row[] = [];
  let rssMb: number | null = null;
  // Before any request: what the start (migrations, demo content, the bundle) leaves resident.
  const startRssMb = await appServerRssMb(server.pid);
  try {
    const paths = await sitemapPaths(server.url);
    const product = paths.find((p) => p.startsWith("/shop/product/"));
    const category = paths.find((p) => /^\/shop\/[^/]+$/.test(p));
    if (!product || !category) throw new Error("the sitemap lists no category or product: is the demo content seeded?");
    const pages = [
      ["home", "/"],
      ["shop", "/shop"],
      ["category", category],
      ["product", product],
    ] as const;
    // Each page kept, then its bytes in each encoding, for the ceiling to send the same.
    const ceilingPages = [];
    for (const [, pagePath] of pages) {
      await rawPage(`${server.url}${pagePath}`, "identity");
      const bodies: Record<string, string> = {};
      let headers: Record<string, string> = {};
      for (const [name, accept] of [
        ["br", "br"],
        ["gzip", "gzip"],
        ["identity", "identity"],
      ] as const) {
        const page = await rawPage(`${server.url}${pagePath}`, accept);
        if (page.cache !== "hit") throw new Error(`${pagePath} is not kept by the page cache (${page.cache})`);
        bodies[name] = page.body.toString("base64");
        if (name === "identity")
          headers = { "Content-Type": String(page.headers["content-type"]), ETag: String(page.headers.etag) };
      }
      ceilingPages.push({ path: pagePath, headers, bodies });
    }
    const pagesFile = path.join(work, "pages.json");
    await writeFile(pagesFile, JSON.stringify(ceilingPages));
    ceiling = await startCeiling(pagesFile);

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run (${process.env.BUILD_DIR ?? "build"}, ` +
        `${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}); load average before: ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
    );
    for (const [page, pagePath] of pages) {
      for (const [encoding, accept] of Object.entries(ENCODINGS) as Array<[EncodingName, string]>) {
        const cached = await load(`${server.url}${pagePath}`, accept);
        const ceilingFigures = await load(`${ceiling.url}${pagePath}`, accept);
        const cpuBefore = await cpuMsOf(server.pid);
        const uncached = await load(`${server.url}${pagePath}?bench=uncached`, accept);
        const cpuSpent = (await cpuMsOf(server.pid)) - cpuBefore;
        const uncachedCpuMs = cpuSpent > 0 ? cpuSpent / Math.max(1, uncached.requests) : null;
        rows.push({ page, encoding, cached, ceiling: ceilingFigures, uncached, uncachedCpuMs });
      }
    }
    rssMb = await appServerRssMb(server.pid);
    printTable(rows);
    console.log(
      `\napp server memory: ${startRssMb ?? "?"} MB RSS at start, ${rssMb ?? "?"} MB after the load; load average after: ` +
        os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" "),
    );
  } finally {
    ceiling?.stop();
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        duration: DURATION,
        connections: CONNECTIONS,
        rows,
        startRssMb,
        rssMb,
        loadavg: os.loadavg(),
      },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

await main();
