// The HTTP server's series in /metrics (issue 32 item 5): requests and their durations by route group (a fixed
// handful of names, app/modules/observability/route-group.ts), the page cache's hits and misses as the answers'
// X-Page-Cache header says, and the admission queue (server/admission.ts). Registered on the app's registry.
import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import { routeGroup } from "../app/modules/observability/route-group.ts";
import type { Admission } from "./admission.ts";

export function httpMetrics(registry: Registry, admission: Pick<Admission, "running" | "waiting">): RequestHandler {
  const registers = [registry];
  const requests = new Counter({
    name: "bpe_http_requests_total",
    help: "Requests answered, by route group, method and status class (2xx … 5xx).",
    labelNames: ["group", "method", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "bpe_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route group.",
    labelNames: ["group"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const pageCache = new Counter({
    name: "bpe_page_cache_requests_total",
    help: "Public pages answered from the page cache (hit), from the previous version's copy while it is rendered again (stale), or rendered and kept (miss).",
    labelNames: ["outcome"] as const,
    registers,
  });
  new Gauge({
    name: "bpe_admission_requests",
    help: "Requests being served (running) and waiting their turn (waiting) at the admission to the router.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.set({ state: "running" }, admission.running);
      this.set({ state: "waiting" }, admission.waiting);
    },
  });
  const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const group = routeGroup(req.path);
    res.once("finish", () => {
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      requests.inc({ group, method: METHODS.has(req.method) ? req.method : "other", status });
      durations.observe({ group }, Number(process.hrtime.bigint() - started) / 1e9);
      const cache = res.getHeader("X-Page-Cache");
      if (cache === "hit" || cache === "stale" || cache === "miss") pageCache.inc({ outcome: cache });
    });
    next();
  };
}
