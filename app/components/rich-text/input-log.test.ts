import { describe, expect, it } from "vitest";
import { INPUT_LOG_LIMIT, type InputLogEntry, pushLogEntry } from "./input-log.ts";

describe("pushLogEntry", () => {
  it("puts the newest event first and keeps the last 50", () => {
    let entries: InputLogEntry[] = [];
    for (let id = 1; id <= 60; id++) entries = pushLogEntry(entries, { id, type: "insert", at: id });
    expect(INPUT_LOG_LIMIT).toBe(50);
    expect(entries).toHaveLength(50);
    expect(entries[0]!.id).toBe(60);
    expect(entries.at(-1)!.id).toBe(11);
  });
});
