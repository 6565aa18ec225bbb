import { describe, expect, it } from "vitest";
import { parseAirwallexEvent } from "./airwallex-provider.server.ts";
import { buildSandboxRefundEvent } from "./sandbox-refund-webhook.server.ts";

const refund = {
  refundId: "sbx_rfd_1",
  requestId: "ovp-1",
  paymentId: "sbx_int_1",
  amountMinor: 12_050,
  currency: "USD",
  reason: "Overpayment",
};

describe("refund events", () => {
  it("reads a refund's event as the provider sends it: id, request id, payment, amount in minor units, outcome", () => {
    const body = buildSandboxRefundEvent(refund, "refund.succeeded", new Date("2026-12-03T10:00:00Z"));
    expect(body.data.object).toMatchObject({ amount: 120.5, status: "SUCCEEDED", request_id: "ovp-1" });
    const event = parseAirwallexEvent(JSON.stringify(body));
    expect(event).toMatchObject({ name: "refund.succeeded", outcome: "ignored", payment: null });
    expect(event.refund).toEqual({
      refundId: "sbx_rfd_1",
      requestId: "ovp-1",
      paymentId: "sbx_int_1",
      amountMinor: 12_050,
      currency: "USD",
      state: "succeeded",
      providerStatus: "SUCCEEDED",
      failureReason: null,
    });
  });

  it("says failed with the reason, pending for a refund on its way, and nothing for a payment's event", () => {
    const failed = buildSandboxRefundEvent(refund, "refund.failed", new Date());
    const withReason = { ...failed, data: { object: { ...failed.data.object, failure_reason: "No funds" } } };
    expect(parseAirwallexEvent(JSON.stringify(withReason)).refund).toMatchObject({
      state: "failed",
      failureReason: "No funds",
    });
    const received = buildSandboxRefundEvent(refund, "refund.received", new Date());
    expect(parseAirwallexEvent(JSON.stringify(received)).refund).toMatchObject({ state: "pending" });
    const payment = { id: "evt_1", name: "payment_intent.succeeded", data: { object: { id: "int_1" } } };
    expect(parseAirwallexEvent(JSON.stringify(payment)).refund).toBeNull();
  });
});
