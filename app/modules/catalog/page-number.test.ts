import { describe, expect, it } from "vitest";
import { countPages, pageLinks, pageSearch, readPageNumber } from "./page-number.ts";

const read = (search: string) => readPageNumber(new URLSearchParams(search));
const numbers = (current: number, count: number) =>
  pageLinks(current, count).map((link) => (link.kind === "page" ? link.page : "…"));

describe("readPageNumber", () => {
  it("reads page 1 without the parameter and a plain whole number", () => {
    expect(read("")).toBe(1);
    expect(read("page=1")).toBe(1);
    expect(read("page=12")).toBe(12);
  });

  it.each([
    "page=0",
    "page=-1",
    "page=02",
    "page=2.5",
    "page=abc",
    "page=",
    "page=1e3",
    "page=2&page=3",
    "page=9999999999",
  ])("refuses %s", (search) => expect(read(search)).toBeNull());
});

describe("countPages and pageSearch", () => {
  it("counts at least one page, rounding up", () => {
    expect(countPages(0, 24)).toBe(1);
    expect(countPages(24, 24)).toBe(1);
    expect(countPages(25, 24)).toBe(2);
  });

  it("writes no parameter for page 1", () => {
    expect(pageSearch(1)).toBe("");
    expect(pageSearch(3)).toBe("?page=3");
  });
});

describe("pageLinks", () => {
  it("shows every page of a short list", () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts gaps around the current page of a long list, never hiding a single page", () => {
    expect(numbers(1, 20)).toEqual([1, 2, "…", 20]);
    expect(numbers(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(numbers(4, 20)).toEqual([1, 2, 3, 4, 5, "…", 20]);
    expect(numbers(20, 20)).toEqual([1, "…", 19, 20]);
  });
});
