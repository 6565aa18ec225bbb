import { describe, expect, it } from "vitest";
import { parseShipmentForm, SHIPMENT_MESSAGES, shipmentFormOf } from "./shipment-form.ts";

const base = { reference: "exp-2026-001", mode: "fcl_40", portOfLoading: "Hong Kong", portOfDischarge: "Papeete" };

describe("the shipment form", () => {
  it("stores amounts in the currency's minor unit, the capacity in cm³ and grams, and reads back as typed", () => {
    const parsed = parseShipmentForm({
      ...base,
      currency: "USD",
      freight: "3 250,50",
      insurance: "45",
      xpfRate: "119,33",
      capacityVolumeM3: "76",
      containerNumber: "msku1234565",
      etd: "2026-12-05",
      eta: "2026-12-24",
    });
    expect(parsed.ok && parsed.values).toMatchObject({
      reference: "EXP-2026-001",
      freightMinor: 325_050,
      insuranceMinor: 4_500,
      xpfRate: 119.33,
      capacityVolumeCm3: 76_000_000,
      capacityWeightGrams: null,
      containerNumber: "MSKU1234565",
      carrier: null,
    });
    if (parsed.ok) expect(parseShipmentForm(shipmentFormOf(parsed.values))).toEqual(parsed);
  });

  it("says what is wrong, field by field", () => {
    const parsed = parseShipmentForm({
      reference: "",
      mode: "boat",
      portOfLoading: "Hong Kong",
      portOfDischarge: "",
      currency: "USD",
      freight: "12,345",
      etd: "2026-12-24",
      eta: "2026-12-05",
    });
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      reference: SHIPMENT_MESSAGES.referenceRequired,
      mode: SHIPMENT_MESSAGES.modeInvalid,
      portOfDischarge: SHIPMENT_MESSAGES.portRequired,
    });
    const second = parseShipmentForm({
      ...base,
      currency: "USD",
      freight: "12,345",
      etd: "2026-12-24",
      eta: "2026-12-05",
    });
    expect(second.ok ? {} : second.errors).toEqual({
      freight: SHIPMENT_MESSAGES.amountInvalid,
      xpfRate: SHIPMENT_MESSAGES.rateRequired,
      eta: SHIPMENT_MESSAGES.etaBeforeEtd,
    });
    const xpf = parseShipmentForm({ ...base, currency: "XPF", freight: "150000.5" });
    expect(xpf.ok ? {} : xpf.errors).toEqual({ freight: SHIPMENT_MESSAGES.amountInvalid });
  });
});
