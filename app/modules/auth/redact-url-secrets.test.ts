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
});
