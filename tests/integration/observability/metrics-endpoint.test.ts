// /metrics and /readyz of the built server (issue 32 item 5): the metrics on their own listener only (the public port
// answers 404), in Prometheus' text format as a scraper parses it (tests/support/prometheus-text.ts), with the series
// the alerts of deploy/prometheus/bpe-shop-alerts.yml read.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { getFreePort } from "../../support/free-port.ts";
import { type Exposition, parsePrometheusText, sampleValue } from "../../support/prometheus-text.ts";
import { TEST_DB_KIND } from "../../setup/test-db.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let database: ServedDatabase;
let server: RunningServer;
let metricsUrl: string;

beforeAll(async () => {
  database = await createServedDatabase();
  const metricsPort = await getFreePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startAppServer({ env: { ...database.env, METRICS_PORT: String(metricsPort) } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function scrape(): Promise<Exposition> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

describe("/metrics and /readyz", () => {
  it("says ready, with each check", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });

  it("serves /metrics on its own listener only", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: "POST" })).status).toBe(404);
  });

  it("counts requests by route group, page cache hits and misses, and reports the queue, outbox and webhooks", async () => {
    const before = await scrape();
    const pagesBefore = sampleValue(before, "bpe_http_requests_total", { group: "pages", status: "2xx" }) ?? 0;
    // Each answer read to its end: a request is counted once its answer is sent.
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${server.url}/shop`);
      await page.text();
      expect(page.status).toBe(200);
    }
    const admin = await fetch(`${server.url}/admin`, { redirect: "manual" });
    await admin.text();
    const adminClass = `${Math.floor(admin.status / 100)}xx`;
    const after = await scrape();
    expect(after.types.get("bpe_http_requests_total")).toBe("counter");
    expect(after.types.get("bpe_http_request_duration_seconds")).toBe("histogram");
    expect(sampleValue(after, "bpe_http_requests_total", { group: "pages", method: "GET", status: "2xx" })).toBe(
      pagesBefore + 3,
    );
    expect(sampleValue(after, "bpe_http_requests_total", { group: "admin", status: adminClass })).toBe(
      (sampleValue(before, "bpe_http_requests_total", { group: "admin", status: adminClass }) ?? 0) + 1,
    );
    expect(sampleValue(after, "bpe_http_request_duration_seconds_count", { group: "pages" })).toBeGreaterThanOrEqual(3);
    expect(sampleValue(after, "bpe_http_request_duration_seconds_bucket", { group: "pages", le: "+Inf" })).toBe(
      sampleValue(after, "bpe_http_request_duration_seconds_count", { group: "pages" }),
    );
    expect(sampleValue(after, "bpe_page_cache_requests_total", { outcome: "hit" })).toBeGreaterThanOrEqual(2);
    expect(sampleValue(after, "bpe_page_cache_requests_total", { outcome: "miss" })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, "bpe_admission_requests", { state: "waiting" })).toBe(0);
    expect(sampleValue(after, "bpe_mail_outbox_messages", { status: "failed" })).toBe(0);
    expect(sampleValue(after, "bpe_mail_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleValue(after, "bpe_payment_webhook_events_last_hour", { outcome: "applied" })).toBe(0);
    expect(after.types.get("bpe_job_runs_total")).toBe("counter");
    if (TEST_DB_KIND === "postgres")
      expect(sampleValue(after, "bpe_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
  });

  it("has every series the alert rules read", async () => {
    const rules = await readFile(path.join(ROOT, "deploy/prometheus/bpe-shop-alerts.yml"), "utf8");
    const used = new Set(
      [...rules.matchAll(/\bbpe_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|sum|count)$/, "")),
    );
    expect(used.size).toBeGreaterThan(5);
    // The embedded database has no pool: its one connection lives in the server's process.
    if (TEST_DB_KIND === "pglite") used.delete("bpe_db_pool_connections");
    const families = (await scrape()).types;
    expect([...used].filter((name) => !families.has(name))).toEqual([]);
  });
});
