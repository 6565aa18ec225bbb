// A local stand-in for alibaba.com and its photo CDN, over plain HTTP on 127.0.0.1, with the fetch policy and DNS
// answers that let the importer reach it. Only these tests relax the policy, in code: production has no way to.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { ALIBABA_FETCH_POLICY, isHostInDomains, type FetchPolicy } from "../../../app/modules/importer/fetch-policy.ts";
import { isPublicAddress } from "../../../app/modules/importer/public-address.ts";
import type { ResolvedAddress, Resolver } from "../../../app/modules/importer/safe-fetch.server.ts";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/alibaba");
/** The fake site's domain: `www.alibaba.test` serves pages, `img.alibaba.test` photos. */
export const FAKE_DOMAIN = "alibaba.test";

export type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export type FakeAlibaba = {
  port: number;
  /** `http://<host>.alibaba.test:<port><pathname>` */
  url(pathname: string, host?: string): string;
  /** Answers `pathname` (exact, query ignored) with `route`; replaces an earlier route for it. */
  route(pathname: string, route: Route): void;
  /** Requests received, in order: host header, path and the request headers. */
  requests: { host: string; path: string; headers: http.IncomingHttpHeaders }[];
  /** The policy of production, widened to http on this server's port for *.alibaba.test and to 127.0.0.1. */
  policy: FetchPolicy;
  /** DNS of the test: *.alibaba.test → 127.0.0.1, plus the answers set with `answer`. */
  resolve: Resolver;
  answer(hostname: string, addresses: string[]): void;
  /** How many times each host name was resolved. */
  lookups: Map<string, number>;
  close(): Promise<void>;
};

export async function startFakeAlibaba(): Promise<FakeAlibaba> {
  const routes = new Map<string, Route>();
  const requests: FakeAlibaba["requests"] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://x");
    requests.push({ host: request.headers.host ?? "", path: request.url ?? "", headers: request.headers });
    const route = routes.get(pathname);
    if (route) route(request, response);
    else response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const answers = new Map<string, string[]>();
  const lookups = new Map<string, number>();
  const resolve: Resolver = async (hostname) => {
    lookups.set(hostname, (lookups.get(hostname) ?? 0) + 1);
    const addresses = answers.get(hostname) ?? (isHostInDomains(hostname, [FAKE_DOMAIN]) ? ["127.0.0.1"] : null);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  const policy: FetchPolicy = {
    allowsUrl: (url, purpose) =>
      ALIBABA_FETCH_POLICY.allowsUrl(url, purpose) ||
      (url.protocol === "http:" && url.port === String(port) && isHostInDomains(url.hostname, [FAKE_DOMAIN])),
    allowsAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
  };

  return {
    port,
    url: (pathname, host = "www") => `http://${host}.${FAKE_DOMAIN}:${port}${pathname}`,
    route: (pathname, route) => void routes.set(pathname, route),
    requests,
    policy,
    resolve,
    answer: (hostname, addresses) => void answers.set(hostname, addresses),
    lookups,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A sample page with its photo URLs moved to the fake CDN (`img.alibaba.test`). */
export function fixturePage(name: string, fake: FakeAlibaba): string {
  const html = readFileSync(path.join(FIXTURES, `${name}.html`), "utf8");
  return html.replace(/https:\/\/(sc0\d|s)\.alicdn\.com/g, `http://img.${FAKE_DOMAIN}:${fake.port}`);
}

export const sendHtml =
  (html: string, status = 200): Route =>
  (_request, response) =>
    void response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(html);

export const redirectTo =
  (location: string, status = 302): Route =>
  (_request, response) =>
    void response.writeHead(status, { Location: location }).end();
