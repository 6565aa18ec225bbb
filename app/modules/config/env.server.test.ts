import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("defaults PUBLIC_URL to the port it listens on, and keeps one that is given", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "https://shop.example.pf" }).PUBLIC_URL).toBe("https://shop.example.pf");
    expect(() => parseEnv({ PORT: "nope" })).toThrow(/PORT/);
  });

  it("names an obvious demonstration company until the real identity is set", () => {
    const env = parseEnv({});
    expect(env.COMPANY_NAME).toBe("Société de démonstration BPE");
    expect(env.COMPANY_BRN).toMatch(/DÉMO.*fictif/);
    expect(env.COMPANY_ADDRESS).toMatch(/démonstration/);
  });
});
