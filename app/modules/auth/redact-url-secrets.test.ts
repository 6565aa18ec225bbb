import { describe, expect, it } from "vitest";
import { redactUrlSecrets } from "./redact-url-secrets.ts";

describe("redactUrlSecrets", () => {
  it("hides token values and keeps the rest of the URL", () => {
    expect(redactUrlSecrets("/auth/reset-password?token=abc_DEF-123")).toBe("/auth/reset-password?token=[redacted]");
    expect(redactUrlSecrets("/auth/confirm?lang=fr&TOKEN=x%2Fy&next=1#top")).toBe(
      "/auth/confirm?lang=fr&TOKEN=[redacted]&next=1#top",
    );
    expect(redactUrlSecrets("http://shop.test/auth/confirm.data?token=z")).toBe(
      "http://shop.test/auth/confirm.data?token=[redacted]",
    );
    expect(redactUrlSecrets("/shop?page=2&tokens=3")).toBe("/shop?page=2&tokens=3");
  });

  it("hides the token in a customer page's path, and keeps what follows it", () => {
    const token = "Ab3_-".repeat(8) + "xyz";
    expect(redactUrlSecrets(`/espace/commande/${token}`)).toBe("/espace/commande/[redacted]");
    expect(redactUrlSecrets(`/zh/espace/devis/${token}/pdf?x=1`)).toBe("/zh/espace/devis/[redacted]/pdf?x=1");
    expect(redactUrlSecrets(`/en/espace/commande/${token}/factures/42`)).toBe(
      "/en/espace/commande/[redacted]/factures/42",
    );
    expect(redactUrlSecrets("/espace/solde/0a1b")).toBe("/espace/solde/0a1b");
  });

  it("hides tokens written with percent-encoded letters or slashes (issue 28 item 5)", () => {
    const token = "Ab3_-".repeat(8) + "xyz";
    expect(redactUrlSecrets(`/%65space/devis/${token}`)).toBe("/espace/devis/[redacted]");
    expect(redactUrlSecrets(`/en/%65%73pace/%63ommande/${token}/factures/4`)).toBe(
      "/en/espace/commande/[redacted]/factures/4",
    );
    expect(redactUrlSecrets(`/espace%2Fdevis%2F${token}`)).toBe("/espace%2Fdevis%2F[redacted]");
    expect(redactUrlSecrets(`/auth/confirm?%74oken=${token}`)).toBe("/auth/confirm?token=[redacted]");
    expect(redactUrlSecrets(`/espace/devis/${token.replace("A", "%41")}`)).toBe("/espace/devis/[redacted]");
    expect(redactUrlSecrets("/shop?q=caf%C3%A9%20noir")).toBe("/shop?q=caf%C3%A9%20noir");
  });
});
