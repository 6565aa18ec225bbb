import { describe, expect, it } from "vitest";
import { hasBankDetails, isBankAccountOrEmpty, isSwiftOrEmpty, EMPTY_BANK_DETAILS } from "./bank-details.ts";

describe("bank details", () => {
  it("accepts account numbers and IBANs with right check digits", () => {
    expect(isBankAccountOrEmpty("")).toBe(true);
    expect(isBankAccountOrEmpty("012-345678-001")).toBe(true);
    expect(isBankAccountOrEmpty("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(isBankAccountOrEmpty("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });

  it("refuses an IBAN with wrong check digits and stray characters", () => {
    expect(isBankAccountOrEmpty("FR76 3000 6000 0112 3456 7890 188")).toBe(false);
    expect(isBankAccountOrEmpty("12/34")).toBe(false);
    expect(isBankAccountOrEmpty("abc")).toBe(false);
  });

  it("checks SWIFT/BIC codes of 8 or 11 characters", () => {
    expect(isSwiftOrEmpty("HSBCHKHHHKH")).toBe(true);
    expect(isSwiftOrEmpty("hsbchkhh")).toBe(true);
    expect(isSwiftOrEmpty("")).toBe(true);
    expect(isSwiftOrEmpty("HSBC HK")).toBe(false);
    expect(isSwiftOrEmpty("HSBCHKHHH")).toBe(false);
  });

  it("has something to print only with an account or instructions", () => {
    expect(hasBankDetails(EMPTY_BANK_DETAILS)).toBe(false);
    expect(hasBankDetails({ ...EMPTY_BANK_DETAILS, holder: "BPE" })).toBe(false);
    expect(hasBankDetails({ ...EMPTY_BANK_DETAILS, account: "012-345678-001" })).toBe(true);
  });
});
