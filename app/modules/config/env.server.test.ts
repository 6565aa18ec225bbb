import { describe, expect, it } from "vitest";
import { defaultPdfWorkers } from "../documents/pdf/pdf-workers.ts";
import { checkDeploymentSafety, isLocalUrl, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("defaults PUBLIC_URL to the port it listens on, and keeps one that is given", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "https://shop.example.pf" }).PUBLIC_URL).toBe(
      "https://shop.example.pf",
    );
    expect(() => parseEnv({ PORT: "nope" })).toThrow(/PORT/);
  });

  it("names an obvious demonstration company until the real identity is set", () => {
    const env = parseEnv({});
    expect(env.COMPANY_NAME).toBe("Société de démonstration BPE");
    expect(env.COMPANY_BRN).toMatch(/DÉMO.*fictif/);
    expect(env.COMPANY_ADDRESS).toMatch(/démonstration/);
  });

  it("puts /metrics on a private address only, and off unless METRICS_PORT is set", () => {
    expect(parseEnv({})).toMatchObject({ METRICS_PORT: undefined, METRICS_HOST: "127.0.0.1" });
    expect(parseEnv({ METRICS_PORT: "9101", METRICS_HOST: "10.0.0.5" })).toMatchObject({
      METRICS_PORT: 9101,
      METRICS_HOST: "10.0.0.5",
    });
    expect(() => parseEnv({ METRICS_PORT: "9101", METRICS_HOST: "0.0.0.0" })).toThrow(/METRICS_HOST/);
    expect(() => parseEnv({ METRICS_HOST: "203.0.113.7" })).toThrow(/METRICS_HOST/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(parseEnv({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(20);
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it("draws PDFs with one thread fewer than the cores by default, at least one, and refuses a count below one", () => {
    expect([1, 2, 4, 8].map((cores) => defaultPdfWorkers(cores))).toEqual([1, 1, 3, 7]);
    expect(parseEnv({}).PDF_WORKERS).toBe(defaultPdfWorkers());
    expect(parseEnv({ PDF_WORKERS: "3" }).PDF_WORKERS).toBe(3);
    expect(() => parseEnv({ PDF_WORKERS: "0" })).toThrow(/PDF_WORKERS/);
    expect(() => parseEnv({ PDF_WORKERS: "deux" })).toThrow(/PDF_WORKERS/);
  });
});

const SECRET = "v8Qm3-Lx7Zr2Kd9Wn4Bt6Hy1Jf5Pc0Gs";

describe("isLocalUrl", () => {
  it("knows this machine's names and nothing else", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://shop.localhost"])
      expect(isLocalUrl(url), url).toBe(true);
    for (const url of [
      "https://bpe-polynesie.pf",
      "http://shop.test",
      "http://10.0.0.5",
      "http://localhost.evil.example",
    ])
      expect(isLocalUrl(url), url).toBe(false);
  });
});

describe("checkDeploymentSafety", () => {
  it("refuses the default secret and the sandbox on a public address", () => {
    const { errors } = checkDeploymentSafety(parseEnv({ PUBLIC_URL: "https://bpe-polynesie.pf" }));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/SESSION_SECRET/);
    expect(errors[1]).toMatch(/PAYMENT_PROVIDER=sandbox/);
  });

  it("takes the sandbox on a public address only with ALLOW_SANDBOX_PAYMENTS=1, and says so", () => {
    const check = checkDeploymentSafety(
      parseEnv({ PUBLIC_URL: "https://test.bpe-polynesie.pf", SESSION_SECRET: SECRET, ALLOW_SANDBOX_PAYMENTS: "1" }),
    );
    expect(check.errors).toEqual([]);
    expect(check.warnings.join()).toMatch(/simulated/);
  });

  it("accepts a real secret and provider on a public address", () => {
    const env = parseEnv({
      PUBLIC_URL: "https://bpe-polynesie.pf",
      SESSION_SECRET: SECRET,
      PAYMENT_PROVIDER: "airwallex",
    });
    expect(checkDeploymentSafety(env)).toEqual({ errors: [], warnings: [] });
  });

  it("keeps the quick start working on localhost, with warnings", () => {
    const check = checkDeploymentSafety(parseEnv({}));
    expect(check.errors).toEqual([]);
    expect(check.warnings).toHaveLength(2);
  });
});

describe("TRUST_PROXY", () => {
  it("is empty by default and reads a comma-separated list", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,192.0.2.7,::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.0.2.7",
      "::1",
    ]);
  });

  it("refuses what Express would not understand", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });
});
