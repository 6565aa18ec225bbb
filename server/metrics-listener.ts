// /metrics on its own listener (issue 32 item 5, docs/decisions/014-metrics-listener.md): METRICS_PORT on
// METRICS_HOST, an address of the private network or of this machine (the settings refuse a public one), never on the
// public port, so no visitor can read the shop's figures whatever the proxy in front forwards. Off when METRICS_PORT
// is empty.
import http from "node:http";
import type { Registry } from "prom-client";

export function startMetricsListener({
  registry,
  host,
  port,
  onError,
}: {
  registry: Registry;
  host: string;
  port: number;
  onError: (error: unknown) => void;
}): http.Server {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("metrics unavailable\n");
      },
    );
  });
  server.on("error", onError);
  server.listen(port, host);
  return server;
}
