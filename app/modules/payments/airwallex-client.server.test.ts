import { describe, expect, it } from "vitest";
import { parseAirwallexTime } from "./airwallex-client.server.ts";
import { deriveCheckoutUrl, mapIntentStatus } from "./airwallex-provider.server.ts";

describe("Airwallex details", () => {
  it("reads expires_at with a +0000 offset (no colon), and other offsets", () => {
    expect(parseAirwallexTime("2026-05-12T00:00:00+0000")).toBe(Date.UTC(2026, 4, 12));
    expect(parseAirwallexTime("2026-05-12T08:00:00+0800")).toBe(Date.UTC(2026, 4, 12));
    expect(parseAirwallexTime("2026-05-12T00:00:00+00:00")).toBe(Date.UTC(2026, 4, 12));
    expect(() => parseAirwallexTime("tomorrow")).toThrow(/unreadable/);
  });

  it("derives the hosted checkout host from the API base URL", () => {
    expect(deriveCheckoutUrl("https://api.airwallex.com")).toBe("https://checkout.airwallex.com");
    expect(deriveCheckoutUrl("https://api-demo.airwallex.com")).toBe("https://checkout-demo.airwallex.com");
    expect(deriveCheckoutUrl("https://api.sandbox.airwallex.com")).toBe("https://checkout-demo.airwallex.com");
    expect(deriveCheckoutUrl("http://127.0.0.1:4010/")).toBe("http://127.0.0.1:4010/checkout");
  });

  it("treats only SUCCEEDED as paid", () => {
    expect(mapIntentStatus("SUCCEEDED")).toBe("succeeded");
    expect(mapIntentStatus("CANCELLED")).toBe("cancelled");
    for (const status of [
      "REQUIRES_PAYMENT_METHOD",
      "REQUIRES_CUSTOMER_ACTION",
      "REQUIRES_CAPTURE",
      "PENDING",
      "PENDING_REVIEW",
      undefined,
    ]) {
      expect(mapIntentStatus(status)).toBe("pending");
    }
  });
});
