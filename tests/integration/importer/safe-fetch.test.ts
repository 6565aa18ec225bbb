// The importer's fetcher against a real local HTTP server: what it refuses, and why, before or after connecting.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportError, type ImportErrorCode } from "../../../app/modules/importer/import-error.ts";
import { createSafeFetcher, type SafeFetcher } from "../../../app/modules/importer/safe-fetch.server.ts";
import { redirectTo, sendHtml, startFakeAlibaba, type FakeAlibaba } from "./fake-alibaba.ts";

let fake: FakeAlibaba;
let fetcher: SafeFetcher;
/** The same with a short deadline, for the servers that never answer. */
let impatient: SafeFetcher;

beforeAll(async () => {
  fake = await startFakeAlibaba();
  fetcher = createSafeFetcher({
    policy: fake.policy,
    resolve: fake.resolve,
    ca: fake.ca,
    timeoutMs: 5000,
    maxPageBytes: 10_000,
  });
  impatient = createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, ca: fake.ca, timeoutMs: 500 });
});
afterAll(async () => {
  await fake?.close();
});

async function failure(promise: Promise<unknown>): Promise<{ code: ImportErrorCode; params: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

describe("with the production policy", () => {
  const production = () => createSafeFetcher({ resolve: fake.resolve, timeoutMs: 2000 });

  it.each([
    "http://www.alibaba.com/product-detail/x_1.html",
    "https://www.example.com/product-detail/x_1.html",
    "https://alibaba.com.example.net/product-detail/x_1.html",
    "file:///etc/passwd",
    "https://user:secret@www.alibaba.com/product-detail/x_1.html",
    "not a url",
  ])("refuses %s without resolving or connecting", async (url) => {
    const before = fake.requests.length;
    expect((await failure(production().fetch(url, { purpose: "page" }))).code).toBe("URL_INVALID");
    expect(fake.requests.length).toBe(before);
  });

  it("refuses an Alibaba host name that resolves to a private address", async () => {
    fake.answer("internal.alibaba.com", ["10.0.0.7"]);
    const { code, params } = await failure(
      production().fetch("https://internal.alibaba.com/product-detail/x_1.html", { purpose: "page" }),
    );
    expect(code).toBe("ADDRESS_REFUSED");
    expect(params).toMatchObject({ host: "internal.alibaba.com", address: "10.0.0.7" });
  });

  it("refuses a DNS answer that mixes a public and a private address (rebinding)", async () => {
    fake.answer("rebind.alibaba.com", ["47.246.136.1", "169.254.169.254"]);
    expect(
      (await failure(production().fetch("https://rebind.alibaba.com/product-detail/x_1.html", { purpose: "page" })))
        .code,
    ).toBe("ADDRESS_REFUSED");
    fake.answer("v6.alibaba.com", ["::ffff:127.0.0.1"]);
    expect((await failure(production().fetch("https://v6.alibaba.com/x", { purpose: "page" }))).code).toBe(
      "ADDRESS_REFUSED",
    );
  });
});

describe("redirects", () => {
  it("follows allowed redirects, each host resolved once and connected to at the checked address", async () => {
    fake.route("/hop", redirectTo(fake.url("/landing", "m")));
    fake.route("/landing", sendHtml("<h1>landed</h1>"));
    // A later answer would point elsewhere: the connection must use the address that was checked.
    fake.answer("m.alibaba.test", ["127.0.0.1"]);
    const response = await fetcher.fetch(fake.url("/hop"), { purpose: "page" });
    fake.answer("m.alibaba.test", ["10.0.0.9"]);
    expect(response.status).toBe(200);
    expect(response.url.href).toBe(fake.url("/landing", "m"));
    expect(response.body.toString()).toBe("<h1>landed</h1>");
    expect(fake.lookups.get("m.alibaba.test")).toBe(1);
  });

  it("refuses a redirect to a private address, written or resolved", async () => {
    fake.route("/to-literal", redirectTo(`http://127.0.0.2:${fake.port}/landing`));
    expect((await failure(fetcher.fetch(fake.url("/to-literal"), { purpose: "page" }))).code).toBe("REDIRECT_REFUSED");
    fake.answer("intranet.alibaba.test", ["192.168.1.10"]);
    fake.route("/to-intranet", redirectTo(fake.url("/landing", "intranet")));
    const { code, params } = await failure(fetcher.fetch(fake.url("/to-intranet"), { purpose: "page" }));
    expect(code).toBe("ADDRESS_REFUSED");
    expect(params.address).toBe("192.168.1.10");
  });

  it("refuses a redirect to another host, to http on Alibaba, or to cloud metadata", async () => {
    for (const location of [
      "https://www.example.com/",
      "http://www.alibaba.com/product-detail/x_1.html",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      fake.route("/away", redirectTo(location, 301));
      const { code, params } = await failure(fetcher.fetch(fake.url("/away"), { purpose: "page" }));
      expect(code, location).toBe("REDIRECT_REFUSED");
      expect(params.url).toBe(location);
    }
  });

  it("stops after five redirects", async () => {
    fake.route("/loop", redirectTo("/loop", 307));
    expect((await failure(fetcher.fetch(fake.url("/loop"), { purpose: "page" }))).code).toBe("TOO_MANY_REDIRECTS");
  });
});

describe("limits", () => {
  it("refuses a page announced larger than the cap", async () => {
    fake.route("/declared", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": "20000" }).end("x".repeat(20_000));
    });
    expect((await failure(fetcher.fetch(fake.url("/declared"), { purpose: "page" }))).code).toBe("TOO_LARGE");
  });

  it("stops reading a streamed page once it passes the cap, decompressed size included", async () => {
    fake.route("/streamed", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      const chunk = "y".repeat(1000);
      let sent = 0;
      const send = () => {
        if (response.destroyed || sent > 1000) return response.end();
        sent += 1;
        response.write(chunk, () => setImmediate(send));
      };
      send();
    });
    expect((await failure(fetcher.fetch(fake.url("/streamed"), { purpose: "page" }))).code).toBe("TOO_LARGE");
    const bomb = gzipSync(Buffer.alloc(1_000_000, 0x20));
    fake.route("/bomb", (_request, response) => {
      response
        .writeHead(200, {
          "Content-Type": "text/html",
          "Content-Encoding": "gzip",
          "Content-Length": String(bomb.length),
        })
        .end(bomb);
    });
    expect(bomb.length).toBeLessThan(10_000);
    expect((await failure(fetcher.fetch(fake.url("/bomb"), { purpose: "page" }))).code).toBe("TOO_LARGE");
  });

  it("gives up on a server that never answers, or stops halfway", async () => {
    fake.route("/silent", () => {});
    const started = Date.now();
    expect((await failure(impatient.fetch(fake.url("/silent"), { purpose: "page" }))).code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(4000);
    fake.route("/stalled", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.write("<html>");
    });
    expect((await failure(impatient.fetch(fake.url("/stalled"), { purpose: "page" }))).code).toBe("TIMEOUT");
  });

  it("reports a host that does not resolve as a DNS failure", async () => {
    expect(
      (
        await failure(
          createSafeFetcher({ resolve: fake.resolve }).fetch("https://nowhere.alibaba.com/x", { purpose: "page" }),
        )
      ).code,
    ).toBe("DNS_FAILED");
  });
});

describe("a normal page", () => {
  it("is fetched like a browser would, and its gzip body decoded", async () => {
    fake.route("/product-detail/ok_1.html", (_request, response) => {
      response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" })
        .end(gzipSync("<h1>Bouteille</h1>"));
    });
    const response = await fetcher.fetch(fake.url("/product-detail/ok_1.html"), { purpose: "page" });
    expect(response.status).toBe(200);
    expect(response.body.toString("utf8")).toBe("<h1>Bouteille</h1>");
    const { headers } = fake.requests.at(-1)!;
    expect(headers["user-agent"]).toMatch(/Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers["accept"]).toContain("text/html");
    expect(headers["accept-language"]).toBe("en-US,en;q=0.9");
    expect(headers["accept-encoding"]).toContain("gzip");
  });

  it("verifies the server's certificate for the host name, address pinned or not", async () => {
    fake.route("/tls", sendHtml("<h1>ok</h1>"));
    const untrusting = createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, timeoutMs: 2000 });
    const { code, params } = await failure(untrusting.fetch(fake.url("/tls"), { purpose: "page" }));
    expect(code).toBe("TLS_FAILED");
    // The system's own words stay for the logs, not for the message.
    expect(String(params.detail)).toMatch(/certificate/i);
  });

  it("returns other statuses for the caller to judge", async () => {
    fake.route("/gone", sendHtml("gone", 410));
    expect((await fetcher.fetch(fake.url("/gone"), { purpose: "page" })).status).toBe(410);
  });
});
