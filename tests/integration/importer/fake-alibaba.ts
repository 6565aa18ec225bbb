// A local stand-in for alibaba.com and its photo CDN: HTTPS on 127.0.0.1 with a throwaway certificate for
// *.alibaba.test, and the fetch policy, DNS answers and certificate authority that let the importer reach it. Only
// these tests relax the policy, in code: production has no way to.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type http from "node:http";
import https from "node:https";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { ALIBABA_FETCH_POLICY, isHostInDomains, type FetchPolicy } from "../../../app/modules/importer/fetch-policy.ts";
import { isPublicAddress } from "../../../app/modules/importer/public-address.ts";
import type { ResolvedAddress, Resolver } from "../../../app/modules/importer/safe-fetch.server.ts";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/alibaba");
/** Sample case 3 (a camping table, four photos) at its product URL's path, and its title. */
export const CASE3_PATH = "/product-detail/Foldable-Aluminum-Camping-Table-120x60cm-with_1601234509876.html";
export const CASE3_TITLE = "Foldable Aluminum Camping Table 120x60cm with Carry Bag for Outdoor Picnic BBQ";
/** Where the tests serve sample case 6, Alibaba's captcha page. */
export const CAPTCHA_PATH = "/product-detail/captcha_1601000000002.html";

/** The fake site's domain: `www.alibaba.test` serves pages, `img.alibaba.test` photos. */
export const FAKE_DOMAIN = "alibaba.test";

export type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export type FakeAlibaba = {
  port: number;
  /** `https://<host>.alibaba.test:<port><pathname>` */
  url(pathname: string, host?: string): string;
  /** Answers `pathname` (exact, query ignored) with `route`; replaces an earlier route for it. */
  route(pathname: string, route: Route): void;
  /** Requests received, in order: host header, path and the request headers. */
  requests: { host: string; path: string; headers: http.IncomingHttpHeaders }[];
  /** The policy of production, widened to this server's port on *.alibaba.test and to the address 127.0.0.1. */
  policy: FetchPolicy;
  /** The server's self-signed certificate, for the fetcher's `ca`. */
  ca: string;
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
  const sockets = new Set<Duplex>();
  const { key, cert } = makeCertificate();
  const server = https.createServer({ key, cert }, (request, response) => {
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
      (url.protocol === "https:" && url.port === String(port) && isHostInDomains(url.hostname, [FAKE_DOMAIN])),
    allowsAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
  };

  return {
    port,
    url: (pathname, host = "www") => `https://${host}.${FAKE_DOMAIN}:${port}${pathname}`,
    route: (pathname, route) => void routes.set(pathname, route),
    requests,
    policy,
    ca: cert,
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
  return html.replace(/(?:https:)?\/\/(?:sc0\d|s)\.alicdn\.com/g, `https://img.${FAKE_DOMAIN}:${fake.port}`);
}

/** A self-signed certificate for alibaba.test and its subdomains, valid two days. */
function makeCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "bpe-fake-alibaba-"));
  try {
    const [keyFile, certFile] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        `/CN=${FAKE_DOMAIN}`,
        "-addext",
        `subjectAltName=DNS:${FAKE_DOMAIN},DNS:*.${FAKE_DOMAIN}`,
        "-keyout",
        keyFile,
        "-out",
        certFile,
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const sendHtml =
  (html: string, status = 200): Route =>
  (_request, response) =>
    void response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(html);

export const redirectTo =
  (location: string, status = 302): Route =>
  (_request, response) =>
    void response.writeHead(status, { Location: location }).end();

/**
 * Serves the photos of a page from the fake CDN: real pictures made by sharp, unless `broken` says otherwise; with
 * `heldUntil`, each answer waits for that promise (to watch an import while it stores its photos).
 */
export async function servePhotos(
  fake: FakeAlibaba,
  paths: string[],
  broken: Record<string, Route> = {},
  { heldUntil }: { heldUntil?: Promise<void> } = {},
): Promise<void> {
  const { default: sharp } = await import("sharp");
  for (const [index, pathname] of paths.entries()) {
    const picture = sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 40 * index, g: 120, b: 200 } },
    });
    const bytes = await (pathname.endsWith(".png") ? picture.png() : picture.jpeg()).toBuffer();
    const type = pathname.endsWith(".png") ? "image/png" : "image/jpeg";
    const route: Route =
      broken[pathname] ?? ((_request, response) => void response.writeHead(200, { "Content-Type": type }).end(bytes));
    fake.route(
      pathname,
      heldUntil ? (request, response) => void heldUntil.then(() => route(request, response)) : route,
    );
  }
}

/** The photo paths of a sample's expected result, on the fake CDN. */
export function expectedPhotoPaths(name: string): string[] {
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), "utf8")) as {
    images: string[];
  };
  return expected.images.map((url) => new URL(url).pathname);
}
