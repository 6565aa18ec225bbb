import { describe, expect, it } from "vitest";
import { payableBalanceOf } from "./create-balance-checkout.server.ts";

const invoice = (id: string, fields: Partial<Parameters<typeof payableBalanceOf>[1][number]> = {}) => ({
  id,
  number: `F-${id}`,
  kind: "balance",
  status: "issued",
  currency: "XPF" as const,
  amountTotal: 400_000,
  amountPaid: 0,
  amountCredited: 0,
  ...fields,
});

describe("payableBalanceOf (the balance the buyer may pay online)", () => {
  it("takes the newest balance invoice issued or sent, with what is left on it", () => {
    const rows = [
      invoice("deposit", { kind: "deposit" }),
      invoice("old", { status: "sent" }),
      invoice("new", { amountPaid: 100_000, amountCredited: 50_000 }),
      invoice("draft", { status: "draft" }),
      invoice("paid", { status: "paid" }),
    ];
    expect(payableBalanceOf("processing", rows)).toEqual({ id: "new", number: "F-new", currency: "XPF", due: 250_000 });
  });

  it("offers nothing on a cancelled order, nor when nothing is left to pay", () => {
    expect(payableBalanceOf("cancelled", [invoice("a")])).toBeNull();
    expect(payableBalanceOf("processing", [invoice("a", { amountPaid: 400_000 })])).toBeNull();
    expect(payableBalanceOf("processing", [invoice("a", { kind: "deposit" })])).toBeNull();
  });
});
