// The ceiling of the throughput bench (bench/run.ts): a plain node:http server that answers each page with the very
// bytes the app sends for it (brotli, gzip or plain, chosen by Accept-Encoding as the app chooses), and nothing
// else: no framework, no lookup but a Map. What the app reaches beside it is what its own layers cost.
//
//   node bench/ceiling-server.ts <pages.json>      (prints `listening <port>` when ready)
import { readFile } from "node:fs/promises";
import http from "node:http";
import { pickEncoding } from "../app/modules/page-cache/page-cache.ts";

type CeilingPage = { path: string; headers: Record<string, string>; bodies: Record<string, string> };

const file = process.argv[2];
if (!file) throw new Error("usage: node bench/ceiling-server.ts <pages.json>");
const pages = new Map(
  (JSON.parse(await readFile(file, "utf8")) as CeilingPage[]).map((page) => [
    page.path,
    {
      headers: page.headers,
      bodies: Object.fromEntries(
        Object.entries(page.bodies).map(([name, base64]) => [name, Buffer.from(base64, "base64")]),
      ),
    },
  ]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding]!;
  res.writeHead(200, {
    ...page.headers,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": body.length,
  });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
