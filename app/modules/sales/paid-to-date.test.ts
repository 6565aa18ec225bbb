import { describe, expect, it } from "vitest";
import { paidToDate } from "./paid-to-date.ts";

const order = { amount: 2_267_270, currency: "XPF", deposit: 1_360_362 };

describe("paidToDate", () => {
  it("counts the deposit the provider confirmed before any invoice", () => {
    expect(paidToDate({ ...order, isDepositConfirmed: true, invoicePaid: [] })).toBe(1_360_362);
  });

  it("counts the balance too once its invoice records it, never the deposit twice", () => {
    const invoicePaid = [{ currency: "XPF", paid: 1_360_362 + 906_908 }];
    expect(paidToDate({ ...order, isDepositConfirmed: true, invoicePaid })).toBe(2_267_270);
  });

  it("leaves out invoices in another currency and never exceeds the order's amount", () => {
    const invoicePaid = [
      { currency: "USD", paid: 760_000 },
      { currency: "XPF", paid: 3_000_000 },
    ];
    expect(paidToDate({ ...order, isDepositConfirmed: false, invoicePaid })).toBe(2_267_270);
  });
});
