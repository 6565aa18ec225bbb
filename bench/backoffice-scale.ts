// The back office at scale, measured through the real HTTP server (the built app, server/index.ts) signed in as the
// administrator, on the database `npm run db:seed:scale` filled (100,000 orders …). Figures are reported, never
// asserted (DESIGN.md "Benchmarks"); they also go to bench/results/backoffice-scale-<date>.json.
//
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bpe_scale npm run db:seed:scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bpe_scale node bench/backoffice-scale.ts   (RUNS=20, MAILS=500,
//   ONLY=mail for the outbox figure alone; LISTS=leads,orders for those lists alone, by their names below, without
//   the dashboard, the CSV, the shop, the PDF and the outbox)
//
// Server time = from the request to the last byte of the answer, on 127.0.0.1, one request at a time: p50 and p95
// over RUNS requests after 2 warm-up ones. Beside it, the CPU time each request cost the app server's process and
// the PostgreSQL backends of that database (from /proc, when PostgreSQL runs on this machine): on a shared machine
// the times wait for a core, the CPU times much less so. Sets the administrator's password in that database (it is
// a bench one).
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import { createDatabase, isPostgresUrl } from "../app/db/db.server.ts";
import { documentLines, invoices, mailOutbox } from "../app/db/schema/index.ts";
import { setAdminPassword } from "../app/modules/auth/set-admin-password.server.ts";
import { enqueueMail } from "../app/modules/mail/enqueue-mail.server.ts";
import { startOutboxWorker } from "../app/modules/mail/outbox-worker.server.ts";
import { createSmtpTransport } from "../app/modules/mail/transports.server.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { startSmtpCapture } from "../tests/support/smtp-capture.ts";

const RUNS = Number(process.env.RUNS ?? 20);
const MAILS = Number(process.env.MAILS ?? 500);
/** `LISTS=leads,orders`: only those lists (names as in LISTS below), nothing else; every list and the rest without. */
const ONLY_LISTS = process.env.LISTS?.split(",").map((name) => name.trim());
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-banc-d-essai";
const url = process.env.DATABASE_URL;
if (!isPostgresUrl(url)) {
  console.error("Set DATABASE_URL to the seeded PostgreSQL database (npm run db:seed:scale).");
  process.exit(1);
}

type Figure = {
  group: string;
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  /** CPU milliseconds per request: the app server's process, and the PostgreSQL backends (null if not readable). */
  cpuApp: number;
  cpuDb: number | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const handle = await createDatabase({ url, poolMax: 2 });
const db = handle.db;
await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "bench" });
const [bigInvoice] = await db
  .select({ id: invoices.id, lines: sql<number>`count(*)`.mapWith(Number) })
  .from(invoices)
  .innerJoin(documentLines, sql`${documentLines.invoiceId} = ${invoices.id}`)
  .groupBy(invoices.id)
  .orderBy(desc(sql`count(*)`))
  .limit(1);

if (process.env.ONLY === "mail") {
  // `ONLY=mail`: the outbox figure alone.
  const mail = await mailsPerSecond();
  console.log(`outbox: ${mail.sent} mails in ${mail.ms} ms = ${mail.perSecond} mails/s to an in-process SMTP server`);
  await handle.close();
  process.exit(0);
}

const server = await startAppServer({
  env: {
    NODE_ENV: "production",
    DATABASE_URL: url,
    ADMIN_EMAIL,
    SESSION_SECRET: "a-bench-secret-of-enough-length",
    LOG_LEVEL: "warn",
  },
});
const results: Figure[] = [];
try {
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie.includes("session")) throw new Error(`sign-in failed (${signIn.status})`);

  async function timeOnce(pathname: string, asAdmin = true) {
    const started = performance.now();
    const response = await fetch(`${server.url}${pathname}`, {
      redirect: "manual",
      headers: { Accept: "text/html", "Accept-Encoding": "identity", ...(asAdmin ? { Cookie: cookie } : {}) },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    return { ms, bytes: body.byteLength };
  }

  async function measure(
    group: string,
    name: string,
    pathname: string,
    options: { asAdmin?: boolean; runs?: number } = {},
  ) {
    try {
      await measureOnce(group, name, pathname, options);
    } catch (error) {
      console.log(`${group} ${name}: FAILED ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function measureOnce(group: string, name: string, pathname: string, { asAdmin = true, runs = RUNS } = {}) {
    for (let i = 0; i < 2; i++) await timeOnce(pathname, asAdmin);
    const times: number[] = [];
    let bytes = 0;
    const appBefore = await cpuMsOf(server.pid);
    const dbBefore = await backendCpu();
    for (let i = 0; i < runs; i++) {
      const once = await timeOnce(pathname, asAdmin);
      times.push(once.ms);
      bytes = once.bytes;
    }
    const cpuApp = round(((await cpuMsOf(server.pid)) - appBefore) / runs);
    const dbAfter = await backendCpu();
    let dbSpent: number | null = null;
    if (dbBefore && dbAfter) dbSpent = [...dbAfter].reduce((sum, [pid, ms]) => sum + ms - (dbBefore.get(pid) ?? 0), 0);
    times.sort((a, b) => a - b);
    const figure: Figure = {
      group,
      name,
      path: pathname,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times[times.length - 1]!),
      bytes,
      cpuApp,
      cpuDb: dbSpent === null ? null : round(dbSpent / runs),
    };
    results.push(figure);
    console.log(
      `${group.padEnd(16)} ${name.padEnd(14)} p50 ${String(figure.p50).padStart(7)}  p95 ${String(figure.p95).padStart(7)}` +
        `  cpu app ${String(figure.cpuApp).padStart(5)} db ${String(figure.cpuDb ?? "?").padStart(5)}  ${pathname}`,
    );
  }

  // Each list: as opened, a search, a filter, a deep page (page 2,000 of 25 rows where the list is that long).
  const LISTS: Array<[string, string, { search: string; filter: string; deep: number }]> = [
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
  for (const [name, pathname, { search, filter, deep }] of LISTS) {
    if (ONLY_LISTS && !ONLY_LISTS.includes(name)) continue;
    await measure(name, "opened", pathname);
    await measure(name, "search", `${pathname}?${search}`);
    await measure(name, "filter", `${pathname}?${filter}`);
    if (deep > 1) await measure(name, `page ${deep}`, `${pathname}?page=${deep}`);
  }
  if (ONLY_LISTS) {
    await server.stop();
    await handle.close();
    process.exit(0);
  }
  for (const period of ["month", "30d", "year", "all"])
    await measure("dashboard", period, `/admin/dashboard?period=${period}`);

  // The CSV of every order, streamed: time, size and the server's resident memory sampled while it runs.
  const rssBefore = await rssOf(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => void rssOf(server.pid).then((rss) => (rssPeak = Math.max(rssPeak, rss))), 25);
  const exportStarted = performance.now();
  const exported = await fetch(`${server.url}/admin/orders/export.csv`, { headers: { Cookie: cookie } });
  let csvBytes = 0;
  let csvLines = 0;
  for await (const chunk of exported.body! as unknown as AsyncIterable<Uint8Array>) {
    csvBytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) csvLines += 1;
  }
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);
  const csv = {
    ms: Math.round(exportMs),
    bytes: csvBytes,
    rows: csvLines - 1,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
  };
  console.log(
    `orders CSV: ${csv.rows} rows, ${(csvBytes / 1e6).toFixed(1)} MB in ${csv.ms} ms; server RSS ${csv.rssBeforeMb} → peak ${csv.rssPeakMb} MB`,
  );

  // The shop at 10,000 products: each page's first answer (the page cache was just emptied by the seed or is
  // cold after a restart) and then cached answers.
  const [firstCategory] = (await db.execute<{ key: string }>(sql`select key from categories order by key limit 1`))
    .rows;
  const [firstProduct] = (
    await db.execute<{ slug: string }>(sql`select slug from products where status = 'published' order by slug limit 1`)
  ).rows;
  const shopPages: Array<[string, string]> = [
    ["home", "/"],
    ["shop", "/shop"],
    ["category", `/shop/${firstCategory!.key}`],
    ["product", `/shop/product/${firstProduct!.slug}`],
  ];
  const shopCold: Record<string, { ms: number; bytes: number }> = {};
  for (const [name, pathname] of shopPages) {
    shopCold[name] = await timeOnce(pathname, false).catch((error: Error) => ({
      ms: Number.NaN,
      bytes: 0,
      error: error.message,
    }));
    console.log(`shop ${name} first answer: ${round(shopCold[name].ms)} ms, ${shopCold[name].bytes} bytes`);
    if (Number.isFinite(shopCold[name].ms)) await measure("shop (cached)", name, pathname, { asAdmin: false });
  }

  // A 60-line invoice's PDF, through its print route.
  if (bigInvoice)
    await measure("PDF", `${bigInvoice.lines} lines`, `/admin/invoices/${bigInvoice.id}/print`, { runs: 10 });

  const slow = results.filter(
    (figure) => figure.group !== "PDF" && !figure.group.startsWith("shop") && figure.p95 >= 150,
  );
  console.log(
    slow.length
      ? `Over the 150 ms p95 target: ${slow.map((f) => `${f.group} ${f.name}`).join(", ")}`
      : "Every list and the dashboard: p95 < 150 ms.",
  );
  await mkdir(path.resolve(import.meta.dirname, "results"), { recursive: true });
  const file = path.resolve(
    import.meta.dirname,
    "results",
    `backoffice-scale-${new Date().toISOString().slice(0, 10)}.json`,
  );
  await server.stop();
  // After the server stopped: its own outbox worker would otherwise take (and log) the queued messages.
  const mail = await mailsPerSecond();
  console.log(`outbox: ${mail.sent} mails in ${mail.ms} ms = ${mail.perSecond} mails/s to an in-process SMTP server`);
  await writeFile(file, JSON.stringify({ runs: RUNS, results, csv, shopCold, mail }, null, 2));
} finally {
  await server.stop();
  await handle.close();
}

/** Queues MAILS messages, then lets one outbox worker (the app's) send them to an SMTP server in this process. */
async function mailsPerSecond() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bpe-bench-smtp-"));
  const smtp = await startSmtpCapture(dir);
  await db.delete(mailOutbox);
  for (let i = 0; i < MAILS; i++)
    await enqueueMail(db, {
      to: `client.${i}@exemple.pf`,
      subject: `Votre commande n° ${i} — confirmation`,
      html: `<p>Bonjour Hélène,</p><p>Merci pour votre commande n° ${i}.</p>`,
      text: `Bonjour Hélène,\n\nMerci pour votre commande n° ${i}.`,
    });
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = startOutboxWorker({
    db,
    transport: createSmtpTransport(smtp.url, "BPE <contact@bpe-polynesie.example>"),
    logger: silent,
    intervalMs: 3_600_000,
  });
  const started = performance.now();
  const sent = await worker.flush();
  const ms = performance.now() - started;
  await worker.stop();
  await smtp.close();
  await db.delete(mailOutbox);
  await rm(dir, { recursive: true, force: true });
  return { sent, ms: Math.round(ms), perSecond: Math.round((sent / ms) * 1000) };
}

/** User + system CPU time of a process in ms (from /proc/<pid>/stat, in clock ticks of 10 ms); 0 when unreadable. */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** CPU ms of each PostgreSQL backend connected to this database, or null when they are not on this machine. */
async function backendCpu(): Promise<Map<number, number> | null> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = await cpuMsOf(pid);
    if (
      ms === 0 &&
      !(await readFile(`/proc/${pid}/stat`).then(
        () => true,
        () => false,
      ))
    )
      return null;
    spent.set(pid, ms);
  }
  return spent;
}

async function rssOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function mb(bytes: number) {
  return Math.round(bytes / 1e6);
}
