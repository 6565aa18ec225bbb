// The rest of what bench/backoffice-scale.ts measures: the CSV of every order, the shop at 10,000 products, and
// the PDF of the seed's 60-line invoice.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../app/db/db.server.ts";
import { documentLines, invoices } from "../../app/db/schema/index.ts";
import { mb, rssOf } from "../proc.ts";
import { round, type CsvFigure, type FirstAnswer } from "./report.ts";
import type { Runner } from "./runner.ts";

/** The CSV of every order, streamed: time, size and the server's resident memory sampled while it runs. */
export async function measureOrdersCsv(baseUrl: string, cookie: string, serverPid: number | undefined) {
  const rssBefore = await rssOf(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => void rssOf(serverPid).then((rss) => (rssPeak = Math.max(rssPeak, rss))), 25);
  const exportStarted = performance.now();
  const exported = await fetch(`${baseUrl}/admin/orders/export.csv`, { headers: { Cookie: cookie } });
  let csvBytes = 0;
  let csvLines = 0;
  for await (const chunk of exported.body! as unknown as AsyncIterable<Uint8Array>) {
    csvBytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) csvLines += 1;
  }
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);
  const csv: CsvFigure = {
    ms: Math.round(exportMs),
    bytes: csvBytes,
    rows: csvLines - 1,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
  };
  console.log(
    `orders CSV: ${csv.rows} rows, ${(csvBytes / 1e6).toFixed(1)} MB in ${csv.ms} ms; server RSS ${csv.rssBeforeMb} → peak ${csv.rssPeakMb} MB`,
  );
  return csv;
}

/**
 * The shop at 10,000 products: each page's first answer (the page cache was just emptied by the seed or is cold
 * after a restart) and then cached answers.
 */
export async function measureShop(db: Db, { timeOnce, measure }: Runner) {
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
  const shopCold: Record<string, FirstAnswer> = {};
  for (const [name, pathname] of shopPages) {
    shopCold[name] = await timeOnce(pathname, false).catch((error: Error) => ({
      ms: Number.NaN,
      bytes: 0,
      error: error.message,
    }));
    console.log(`shop ${name} first answer: ${round(shopCold[name].ms)} ms, ${shopCold[name].bytes} bytes`);
    if (Number.isFinite(shopCold[name].ms)) await measure("shop (cached)", name, pathname, { asAdmin: false });
  }
  return shopCold;
}

/** The invoice with the most lines (the seed's 60-line one), if any. */
export async function biggestInvoice(db: Db) {
  const [invoice] = await db
    .select({ id: invoices.id, lines: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .innerJoin(documentLines, sql`${documentLines.invoiceId} = ${invoices.id}`)
    .groupBy(invoices.id)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return invoice;
}

/** That invoice's PDF, through its print route. */
export async function measureInvoicePdf(measure: Runner["measure"], invoice: { id: string; lines: number }) {
  await measure("PDF", `${invoice.lines} lines`, `/admin/invoices/${invoice.id}/print`, { runs: 10 });
}
