import { describe, expect, it } from "vitest";
import { isForeignOrigin } from "./check-origin.server.ts";

const request = (method: string, origin?: string, url = "http://127.0.0.1:3000/login") =>
  new Request(url, { method, headers: origin === undefined ? {} : { Origin: origin } });

describe("isForeignOrigin", () => {
  it("lets reads and requests without Origin through", () => {
    expect(isForeignOrigin(request("GET", "https://evil.example"), "https://shop.example")).toBe(false);
    expect(isForeignOrigin(request("HEAD", "https://evil.example"), "https://shop.example")).toBe(false);
    expect(isForeignOrigin(request("POST"), "https://shop.example")).toBe(false);
  });

  it("accepts the request's own origin and PUBLIC_URL's (behind a proxy)", () => {
    expect(isForeignOrigin(request("POST", "http://127.0.0.1:3000"), "https://shop.example")).toBe(false);
    expect(isForeignOrigin(request("POST", "https://shop.example"), "https://shop.example/")).toBe(false);
  });

  it("refuses any other origin on a write, including 'null' and look-alikes", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "https://shop.example.evil.example",
      "http://shop.example",
      "http://127.0.0.1:3001",
    ]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        expect(isForeignOrigin(request(method, origin), "https://shop.example"), `${method} ${origin}`).toBe(true);
      }
    }
  });
});
