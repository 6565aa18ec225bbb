import { describe, expect, it } from "vitest";
import { clampPageSize, listSearch, nextSort, parseListParams, type ListSpec } from "./list-params.ts";

const SPEC = {
  sortable: ["at", "actor", "action"],
  defaultSort: "at",
  defaultDirection: "desc",
  filters: {
    q: { kind: "text", maxLength: 10 },
    status: { kind: "choice", values: ["paid", "pending"] },
    from: { kind: "date" },
  },
} as const satisfies ListSpec<"at" | "actor" | "action">;

const parse = (query: string) => parseListParams(new URLSearchParams(query), SPEC);

describe("parseListParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ page: 1, size: 25, sort: "at", direction: "desc", filters: {} });
  });

  it("reads page, size, sort, direction and filters", () => {
    expect(parse("page=3&size=100&sort=actor&dir=desc&q=%20login%20&status=paid&from=2026-02-28")).toEqual({
      page: 3,
      size: 100,
      sort: "actor",
      direction: "desc",
      filters: { q: "login", status: "paid", from: "2026-02-28" },
    });
  });

  it("ignores a sort column outside the whitelist, and a direction that is neither asc nor desc", () => {
    expect(parse("sort=password_hash&dir=asc")).toMatchObject({ sort: "at", direction: "asc" });
    expect(parse("sort=actor;drop table x&dir=sideways")).toMatchObject({ sort: "at", direction: "desc" });
    expect(parse("sort=action")).toMatchObject({ sort: "action", direction: "asc" });
  });

  it("takes a page that is not a positive integer as page 1", () => {
    for (const page of ["0", "-2", "abc", "1.5", "1e3", "", "99999999999"])
      expect(parse(`page=${page}`).page, page).toBe(1);
    expect(parse("page=007").page).toBe(7);
  });

  it("clamps the page size to 25, 50 or 100", () => {
    expect(parse("size=10").size).toBe(25);
    expect(parse("size=60").size).toBe(50);
    expect(parse("size=1000").size).toBe(100);
    expect(parse("size=lots").size).toBe(25);
    expect(clampPageSize(null, 50)).toBe(50);
    expect(clampPageSize("-5")).toBe(25);
  });

  it("drops filters that do not fit their spec, and cuts long text", () => {
    expect(parse("status=refunded&from=2026-02-30x&q=").filters).toEqual({});
    expect(parse("from=2026-13-01").filters).toEqual({});
    expect(parse("q=abcdefghijklmnop").filters).toEqual({ q: "abcdefghij" });
    expect(parse("unknown=1").filters).toEqual({});
    expect(parse("status=*&q=*").filters).toEqual({});
  });
});

describe("list links", () => {
  it("toggles the direction of the current sort column and starts another column ascending", () => {
    expect(nextSort({ sort: "at", direction: "desc" }, "at")).toEqual({ sort: "at", direction: "asc" });
    expect(nextSort({ sort: "at", direction: "asc" }, "at")).toEqual({ sort: "at", direction: "desc" });
    expect(nextSort({ sort: "at", direction: "desc" }, "actor")).toEqual({ sort: "actor", direction: "asc" });
  });

  it("keeps the other parameters and goes back to page 1 unless the page is what changes", () => {
    const current = new URLSearchParams("q=login&page=4&size=50");
    expect(listSearch(current, { sort: "actor", dir: "asc" })).toBe("?q=login&size=50&sort=actor&dir=asc");
    expect(listSearch(current, { page: 5 })).toBe("?q=login&page=5&size=50");
    expect(listSearch(current, { page: 1 })).toBe("?q=login&size=50");
    expect(listSearch(current, { q: null })).toBe("?size=50");
    expect(listSearch(new URLSearchParams("page=2"), { page: 1 })).toBe("?");
  });
});
