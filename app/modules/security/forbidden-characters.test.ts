import { describe, expect, it } from "vitest";
import { findForbiddenCharacter, hasForbiddenCharacterIn } from "./forbidden-characters.ts";

describe("forbidden characters", () => {
  it("finds a NUL or another control character, not tabs and line ends", () => {
    expect(findForbiddenCharacter("a\u0000b")).toBe(1);
    expect(findForbiddenCharacter("a\u001b")).toBe(1);
    expect(findForbiddenCharacter("ligne 1\nligne 2\t\r")).toBe(-1);
  });

  it("finds them in any string or key of parsed JSON, where a \\u0000 escape puts them", () => {
    expect(hasForbiddenCharacterIn(JSON.parse('[{"description":"Ligne\\u0000"}]'))).toBe(true);
    expect(hasForbiddenCharacterIn(JSON.parse('{"a":{"b":["x","\\u0007"]}}'))).toBe(true);
    expect(hasForbiddenCharacterIn(JSON.parse('{"\\u0000":1}'))).toBe(true);
    expect(hasForbiddenCharacterIn([{ description: "Ligne\n2", qty: 1, unitPrice: null }])).toBe(false);
    expect(hasForbiddenCharacterIn("😀 王小明")).toBe(false);
  });
});
