import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("skips empty values", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a later class override the kit's for the same property", () => {
    expect(cn("px-3 py-2", "px-4")).toBe("py-2 px-4");
    expect(cn("bg-white", "bg-brand-600")).toBe("bg-brand-600");
  });

  it("keeps classes of different properties that share a prefix", () => {
    expect(cn("text-sm", "text-brand-600")).toBe("text-sm text-brand-600");
    expect(cn("border", "border-brand-100")).toBe("border border-brand-100");
  });
});
