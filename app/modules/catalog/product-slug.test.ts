import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, slugCandidates, slugFollowingTitle, slugify } from "./product-slug.ts";

describe("slugify", () => {
  it("lowercases, removes accents and turns other runs into one hyphen", () => {
    expect(slugify("  Mini-pelle Kubota U17 — Édition « Pro » !")).toBe("mini-pelle-kubota-u17-edition-pro");
    expect(slugify("Œuvre Straße & Co.")).toBe("oeuvre-strasse-co");
    expect(slugify("500ml Double Wall / Bamboo Lid")).toBe("500ml-double-wall-bamboo-lid");
  });

  it("keeps 60 characters at most, without a hyphen at the end", () => {
    const slug = slugify("Custom Logo 500ml Double Wall Stainless Steel Vacuum Insulated Water Bottle with Bamboo Lid");
    expect(slug).toBe("custom-logo-500ml-double-wall-stainless-steel-vacuum-insulat");
    expect(slug.length).toBe(MAX_SLUG_LENGTH);
    expect(slugify(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });

  it("is empty for a title without Latin letters or digits", () => {
    expect(slugify("不锈钢保温杯")).toBe("");
  });
});

describe("slugCandidates", () => {
  it("tries the slug, then -2 to -9, all within the length limit", () => {
    expect(slugCandidates("table")).toEqual([
      "table",
      "table-2",
      "table-3",
      "table-4",
      "table-5",
      "table-6",
      "table-7",
      "table-8",
      "table-9",
    ]);
    const long = slugify("x".repeat(70));
    for (const candidate of slugCandidates(long)) expect(candidate.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });
});

describe("slugFollowingTitle", () => {
  it("follows the title from an empty slug, letter by letter", () => {
    const typed = slugFollowingTitle({ title: "", slug: "" }, { title: "M", slug: "" });
    expect(typed).toBe("m");
    expect(slugFollowingTitle({ title: "M", slug: "m" }, { title: "Mini-pelle Él", slug: "m" })).toBe("mini-pelle-el");
  });

  it("keeps a slug the administrator typed, and takes their own edit of the slug", () => {
    expect(slugFollowingTitle({ title: "Abri", slug: "mon-abri" }, { title: "Abri bois", slug: "mon-abri" })).toBe(
      "mon-abri",
    );
    expect(slugFollowingTitle({ title: "Abri", slug: "abri" }, { title: "Abri", slug: "abri-2" })).toBe("abri-2");
  });
});
