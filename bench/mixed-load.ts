// `node bench/mixed-load.ts`: a mixed load on the built server for DURATION seconds (default 60, at most 300) from
// CONNECTIONS virtual visitors (default 100, at most 200), each sending one request after another, loopback only:
// browsing (home, shop, a category, a product; 60 %), quote requests (/devis; 10 %), product orders (10 %) and the
// administrator's lists (orders, leads, customers, quotes, products; 20 %, signed in). Each form is posted from its own
// forwarded address (TRUST_PROXY=loopback, as behind a proxy), so the per-address limits count customers, not the
// bench. It prints, per kind and in all, requests, requests per second, latency p50, p95, p99 and max, and errors:
// no answer, or an answer other than the one a valid request gets (200 for pages, 302 for forms). Figures are
// reported, never asserted; they go to bench/results/mixed-load.json. On PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set.
//
//   npm run build && node bench/mixed-load.ts        (DURATION=seconds, CONNECTIONS=n)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setAdminPassword } from "../app/modules/auth/set-admin-password.server.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { createServedDatabase } from "../tests/support/served-database.ts";
import { demoOrderProduct } from "../tests/integration/reliability/crash-during-orders.ts";

const DURATION_S = Math.min(Number(process.env.DURATION ?? 60), 300);
const CONNECTIONS = Math.min(Number(process.env.CONNECTIONS ?? 100), 200);
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-banc-mixte";

type Kind = "browse" | "quote" | "order" | "admin";
const WEIGHTS: Array<[Kind, number]> = [
  ["browse", 0.6],
  ["quote", 0.1],
  ["order", 0.1],
  ["admin", 0.2],
];
const ADMIN_LISTS = [
  "/admin/orders",
  "/admin/leads",
  "/admin/customers",
  "/admin/quotes",
  "/admin/products",
  "/admin/orders?q=client&page=2",
];

type Sample = { kind: Kind; ms: number; error?: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

function summarise(label: string, samples: Sample[], seconds: number) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => sample.error);
  const byError: Record<string, number> = {};
  for (const { error } of errors) byError[error!] = (byError[error!] ?? 0) + 1;
  return {
    kind: label,
    requests: samples.length,
    perSecond: Math.round(samples.length / seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: Math.round(sorted.at(-1) ?? 0),
    errors: errors.length,
    byError,
  };
}

async function main() {
  const database = await createServedDatabase();
  await database.use((db) => setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "bench" }));
  const server = await startAppServer({
    env: { ...database.env, NODE_ENV: "production", TRUST_PROXY: "loopback", LOG_LEVEL: "warn" },
  });
  try {
    const base = server.url;
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const browse = ["/", "/shop", ...paths.filter((p) => p.startsWith("/shop/"))];
    const { slug, fields: options } = demoOrderProduct();
    const signIn = await fetch(`${base}/login`, {
      method: "POST",
      body: new URLSearchParams({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
      redirect: "manual",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    if (signIn.status !== 302 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    let counter = 0;
    const request = (kind: Kind): [string, RequestInit, number] => {
      const i = (counter += 1);
      const forwarded = { "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
      if (kind === "browse") return [browse[i % browse.length]!, { headers: { "Accept-Encoding": "br, gzip" } }, 200];
      if (kind === "admin") return [ADMIN_LISTS[i % ADMIN_LISTS.length]!, { headers: { Cookie: cookie } }, 200];
      const body =
        kind === "quote"
          ? new URLSearchParams({
              intent: "devis-request",
              name: `Client ${i}`,
              email: `devis-${i}@example.com`,
              phone: "+689 87 00 00 02",
              notes: "Un hangar de 300 m² à Raiatea, livraison en octobre.",
              website_url: "",
            })
          : new URLSearchParams({
              intent: "order",
              email: `commande-${i}@example.com`,
              full_name: `Client ${i}`,
              phone: "+689 87 00 00 01",
              qty: "1",
              acceptTerms: "on",
              website_url: "",
              ...options,
            });
      const target = kind === "quote" ? "/devis" : `/shop/product/${slug}`;
      return [target, { method: "POST", body, headers: forwarded, redirect: "manual" }, 302];
    };
    const pick = (): Kind => {
      let roll = Math.random();
      for (const [kind, weight] of WEIGHTS) if ((roll -= weight) < 0) return kind;
      return "browse";
    };

    // Warm the page cache and the admin lists once, as a visitor before the bench would.
    for (const pagePath of browse) await (await fetch(`${base}${pagePath}`)).arrayBuffer();
    console.log(`mixed load: ${CONNECTIONS} connections for ${DURATION_S} s on ${database.kind} (${base})`);
    const samples: Sample[] = [];
    const started = performance.now();
    const endAt = Date.now() + DURATION_S * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < endAt) {
          const kind = pick();
          const [target, init, expected] = request(kind);
          const begun = performance.now();
          try {
            const response = await fetch(`${base}${target}`, { ...init, signal: AbortSignal.timeout(30_000) });
            await response.arrayBuffer();
            const sample: Sample = { kind, ms: performance.now() - begun };
            if (response.status !== expected) sample.error = `HTTP ${response.status}`;
            samples.push(sample);
          } catch (error) {
            samples.push({ kind, ms: performance.now() - begun, error: String((error as Error).name) });
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = [
      ...WEIGHTS.map(([kind]) =>
        summarise(
          kind,
          samples.filter((sample) => sample.kind === kind),
          seconds,
        ),
      ),
      summarise("all", samples, seconds),
    ];
    const header = ["kind", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors"];
    const lines = rows.map((row) =>
      [row.kind, row.requests, row.perSecond, row.p50, row.p95, row.p99, row.max, row.errors].map(String),
    );
    const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]!.length)));
    const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
    console.log(format(header));
    console.log(widths.map((width) => "-".repeat(width)).join("  "));
    for (const line of lines) console.log(format(line));
    for (const row of rows) if (row.errors > 0) console.log(`${row.kind} errors: ${JSON.stringify(row.byError)}`);
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(
      path.join(RESULTS_DIR, "mixed-load.json"),
      `${JSON.stringify({ at: new Date().toISOString(), database: database.kind, connections: CONNECTIONS, seconds, rows }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
