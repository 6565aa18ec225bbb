import { describe, expect, it } from "vitest";
import { dueQuoteReminder, isQuotePastValidity } from "./quote-expiry.ts";

describe("a quote's expiry", () => {
  it("is valid through its validity date and expired the day after", () => {
    expect(isQuotePastValidity("2026-12-10", "2026-12-10")).toBe(false);
    expect(isQuotePastValidity("2026-12-10", "2026-12-11")).toBe(true);
  });

  it("is reminded 7 days, then 1 day, before its validity date", () => {
    const quote = { validUntil: "2026-12-31", sentOn: "2026-12-01" };
    expect(dueQuoteReminder(quote, "2026-12-23")).toBeNull();
    expect(dueQuoteReminder(quote, "2026-12-24")).toBe("quote_expiry_7d");
    // A day the job did not run is caught up the next day.
    expect(dueQuoteReminder(quote, "2026-12-25")).toBe("quote_expiry_7d");
    expect(dueQuoteReminder(quote, "2026-12-30")).toBe("quote_expiry_1d");
    expect(dueQuoteReminder(quote, "2026-12-31")).toBe("quote_expiry_1d");
    expect(dueQuoteReminder(quote, "2027-01-01")).toBeNull();
  });

  it("skips a reminder whose day came before the quote was sent", () => {
    expect(dueQuoteReminder({ validUntil: "2026-12-31", sentOn: "2026-12-27" }, "2026-12-27")).toBeNull();
    expect(dueQuoteReminder({ validUntil: "2026-12-31", sentOn: "2026-12-27" }, "2026-12-30")).toBe("quote_expiry_1d");
  });
});
