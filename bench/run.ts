// `npm run bench`: throughput of the built server (autocannon, 10 s and 10 connections per URL on `/`, `/shop`,
// a product page and `/healthz`), the JavaScript each public page loads, then the Lighthouse table
// (bench/lighthouse.ts). Figures are reported, never asserted (DESIGN.md "Benchmarks"); they go to bench/results/.
//
//   npm run build && npm run bench        (BUILD_DIR=… to measure another build; DURATION=seconds, CONNECTIONS=n)
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server.ts";
import { measurePageJs, printPageJs, sitemapPaths } from "./page-js.ts";

const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

type LoadFigures = {
  page: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(baseUrl: string, page: string, pagePath: string): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${baseUrl}${pagePath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    page,
    path: pagePath,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function printLoad(rows: LoadFigures[]) {
  const header = ["page", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "errors", "non-2xx"];
  const lines = rows.map((r) => [r.page, r.requestsPerSecond, r.p50, r.p975, r.p99, r.errors, r.non2xx].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const server = await startAppServer({ env: { NODE_ENV: "production", LOG_LEVEL: "warn" } });
  let loadRows: LoadFigures[];
  let jsRows;
  try {
    const paths = await sitemapPaths(server.url);
    const product = paths.find((p) => p.startsWith("/shop/product/"));
    const category = paths.find((p) => /^\/shop\/[^/]+$/.test(p) && !p.startsWith("/shop/product"));
    if (!product || !category) throw new Error("the sitemap lists no category or product: is the demo content seeded?");
    const pages = [
      ["home", "/"],
      ["shop", "/shop"],
      ["product", product],
      ["healthz", "/healthz"],
    ] as const;
    for (const [, pagePath] of pages) await fetch(`${server.url}${pagePath}`);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per URL (${process.env.BUILD_DIR ?? "build"})`);
    loadRows = [];
    for (const [page, pagePath] of pages) loadRows.push(await load(server.url, page, pagePath));
    printLoad(loadRows);
    console.log("\nJavaScript loaded by each page (as served):");
    jsRows = await measurePageJs(server.url, [
      ["home", "/"],
      ["shop", "/shop"],
      ["category", category],
      ["product", product],
    ]);
    printPageJs(jsRows);
  } finally {
    await server.stop();
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const pageJs = jsRows.map(({ assets: _assets, ...row }) => row);
  await writeFile(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, load: loadRows, pageJs },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(process.cwd(), file)}\n\nLighthouse:`);
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, [path.join(import.meta.dirname, "lighthouse.ts")], {
      stdio: "inherit",
      env: process.env,
    }).once("close", resolve);
  });
  process.exitCode = code ?? 1;
}

await main();
