import { describe, expect, it } from "vitest";
import { isTahitiNumberOrEmpty, normalizeTahitiNumber } from "./tahiti-number.ts";

describe("numéro TAHITI", () => {
  it("accepts six letters or digits, with an optional three-digit establishment", () => {
    expect(normalizeTahitiNumber("a12345")).toBe("A12345");
    expect(normalizeTahitiNumber(" 123456 ")).toBe("123456");
    expect(normalizeTahitiNumber("A12345-001")).toBe("A12345-001");
    expect(normalizeTahitiNumber("A12345 001")).toBe("A12345-001");
    expect(normalizeTahitiNumber("A12345001")).toBe("A12345-001");
  });

  it("refuses anything else", () => {
    for (const bad of ["A1234", "A123456-01", "A12-345", "ABCDEFG", "A12345-0A1", "é12345"]) {
      expect(normalizeTahitiNumber(bad)).toBeNull();
    }
  });

  it("lets an empty field through (the number is optional)", () => {
    expect(isTahitiNumberOrEmpty("")).toBe(true);
    expect(isTahitiNumberOrEmpty("  ")).toBe(true);
    expect(isTahitiNumberOrEmpty("nope")).toBe(false);
  });
});
