// Issue 12 item 8: the card form sends the visitor back to `returnTo` only when it is a path of this site. Through
// the built app's handler (the card-payment action without JavaScript), on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A card form with a bad email: the action answers with a redirect to `returnTo` and a message. */
async function returnedTo(returnTo: string, lang = "fr") {
  const body = new URLSearchParams({
    productSlug: "kit",
    quantity: "1",
    buyerEmail: "pas-une-adresse",
    lang,
    returnTo,
  });
  const response = await app.request("/payments/card", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(response.status).toBe(303);
  return response.headers.get("Location");
}

describe("the card form's returnTo", () => {
  it("keeps a path of this site", async () => {
    expect(await returnedTo("/shop/product/kit?qty=2")).toBe("/shop/product/kit?qty=2");
  });

  it("sends an off-site value to the shop instead, in the form's language", async () => {
    for (const value of [
      "/\t/evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/\r\n/evil.example",
    ]) {
      expect(await returnedTo(value), JSON.stringify(value)).toBe("/shop");
    }
    expect(await returnedTo("//evil.example", "en")).toBe("/en/shop");
  });
});
