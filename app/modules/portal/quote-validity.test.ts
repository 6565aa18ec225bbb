import { describe, expect, it } from "vitest";
import { quoteAnswerState } from "./quote-validity.ts";

describe("quoteAnswerState", () => {
  it("keeps a sent quote open through its validity date, and expired the day after", () => {
    expect(quoteAnswerState({ status: "sent", validUntil: "2026-12-01" }, "2026-12-01")).toBe("open");
    expect(quoteAnswerState({ status: "sent", validUntil: "2026-12-01" }, "2026-12-02")).toBe("expired");
    expect(quoteAnswerState({ status: "sent", validUntil: null }, "2030-01-01")).toBe("open");
  });

  it("names an answered quote, and treats a draft as closed", () => {
    expect(quoteAnswerState({ status: "accepted", validUntil: "2020-01-01" }, "2026-12-02")).toBe("accepted");
    expect(quoteAnswerState({ status: "converted", validUntil: null }, "2026-12-02")).toBe("accepted");
    expect(quoteAnswerState({ status: "rejected", validUntil: null }, "2026-12-02")).toBe("refused");
    expect(quoteAnswerState({ status: "draft", validUntil: null }, "2026-12-02")).toBe("closed");
    expect(quoteAnswerState({ status: "expired", validUntil: "2026-12-01" }, "2026-12-02")).toBe("expired");
  });
});
