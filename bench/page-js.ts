// JavaScript each public page loads (issue 3 item 11: home ≤ 100 KB compressed): the page's <script src> and
// modulepreload assets, each fetched as served with `Accept-Encoding: br` and with `gzip`, sizes summed; and its
// inline scripts, counted as one more file compressed on its own (they travel inside the HTML, where they compress
// at least as well).
// Figures are reported, never asserted (DESIGN.md "Benchmarks").
//
//   node bench/page-js.ts          (BUILD_DIR=… to measure another build)
import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startAppServer } from "../tests/support/app-server.ts";

export type PageJs = {
  page: string;
  path: string;
  files: number;
  rawKb: number;
  brKb: number;
  gzipKb: number;
  assets: AssetSize[];
};
type AssetSize = { asset: string; raw: number; br: number; gzip: number };

/** Bytes on the wire (not decoded) and the Content-Encoding of one GET. */
function transferSize(url: string, encoding: string): Promise<{ bytes: number; contentEncoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ bytes, contentEncoding: String(response.headers["content-encoding"] ?? "identity") }),
        );
      })
      .on("error", reject);
  });
}

export function scriptAssets(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  return [...new Set(sources.map((m) => m[1]!))];
}

/** The text of the page's inline scripts (no src), joined. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measurePageJs(
  baseUrl: string,
  pages: ReadonlyArray<readonly [string, string]>,
): Promise<PageJs[]> {
  const rows: PageJs[] = [];
  for (const [page, pagePath] of pages) {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
    const assets: AssetSize[] = [];
    for (const asset of scriptAssets(html)) {
      const url = new URL(asset, baseUrl).href;
      const [raw, br, gzip] = await Promise.all([
        transferSize(url, "identity"),
        transferSize(url, "br"),
        transferSize(url, "gzip"),
      ]);
      // Small files are sent uncompressed whatever the browser accepts: their bytes count as sent.
      assets.push({ asset, raw: raw.bytes, br: br.bytes, gzip: gzip.bytes });
    }
    const inline = Buffer.from(inlineScripts(html));
    if (inline.length > 0) {
      const br = brotliCompressSync(inline, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      assets.push({ asset: "(inline scripts)", raw: inline.length, br, gzip: gzipSync(inline, { level: 9 }).length });
    }
    const sum = (key: "raw" | "br" | "gzip") => assets.reduce((total, a) => total + a[key], 0);
    rows.push({
      page,
      path: pagePath,
      files: assets.length,
      rawKb: kb(sum("raw")),
      brKb: kb(sum("br")),
      gzipKb: kb(sum("gzip")),
      assets,
    });
  }
  return rows;
}

/** Every page path of the sitemap: the index's files, each read in turn. */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  // A build from before the sitemap index (BUILD_DIR) answers one sitemap with the pages themselves.
  if (!index.includes("<sitemapindex")) return locs(index);
  const files = await Promise.all(locs(index).map(async (file) => (await fetch(`${baseUrl}${file}`)).text()));
  return files.flatMap(locs);
}

export function printPageJs(rows: PageJs[]) {
  console.log("page      files  raw KB  br KB  gzip KB");
  for (const r of rows)
    console.log(
      `${r.page.padEnd(9)} ${String(r.files).padStart(5)}  ${String(r.rawKb).padStart(6)}  ${String(r.brKb).padStart(5)}  ${String(r.gzipKb).padStart(7)}`,
    );
}

if (import.meta.main) {
  const server = await startAppServer({ env: { NODE_ENV: "production", LOG_LEVEL: "warn" } });
  try {
    const paths = await sitemapPaths(server.url);
    const product = paths.find((p) => p.startsWith("/shop/product/")) ?? "/shop";
    const category = paths.find((p) => /^\/shop\/[^/]+$/.test(p) && !p.startsWith("/shop/product")) ?? "/shop";
    const rows = await measurePageJs(server.url, [
      ["home", "/"],
      ["shop", "/shop"],
      ["category", category],
      ["product", product],
      ["devis", "/devis"],
    ]);
    printPageJs(rows);
    if (process.argv.includes("--assets")) {
      for (const a of (rows.find((row) => row.page === (process.env.ASSETS_OF ?? "home")) ?? rows[0]!).assets.toSorted(
        (x, y) => y.gzip - x.gzip,
      ))
        console.log(`${a.asset.padEnd(60)} raw ${kb(a.raw)}  br ${kb(a.br)}  gz ${kb(a.gzip)}`);
    }
  } finally {
    await server.stop();
  }
}
