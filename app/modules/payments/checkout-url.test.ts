import { describe, expect, it } from "vitest";
import { paymentFormTargets } from "./checkout-url.ts";

describe("paymentFormTargets (the CSP's form-action, issue 28 item 7)", () => {
  it("names the configured provider's checkout host, wherever it is, and nothing for the sandbox", () => {
    const airwallex = (AIRWALLEX_BASE_URL: string) =>
      paymentFormTargets({ PAYMENT_PROVIDER: "airwallex", AIRWALLEX_BASE_URL });
    expect(airwallex("https://api.airwallex.com")).toEqual(["https://checkout.airwallex.com"]);
    expect(airwallex("https://api-demo.airwallex.com")).toEqual(["https://checkout-demo.airwallex.com"]);
    expect(airwallex("http://127.0.0.1:4010/")).toEqual(["http://127.0.0.1:4010"]);
    expect(
      paymentFormTargets({ PAYMENT_PROVIDER: "sandbox", AIRWALLEX_BASE_URL: "https://api.airwallex.com" }),
    ).toEqual([]);
  });
});
