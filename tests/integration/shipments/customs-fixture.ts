// A shipment as the customs documents receive it (ShipmentForDocuments), for the PDF tests and the benchmark.
import type {
  CustomsConsignee,
  CustomsLine,
  ShipmentForDocuments,
} from "../../../app/modules/shipments/customs-documents-data.ts";

export function customsLine(overrides: Partial<CustomsLine> = {}): CustomsLine {
  const quantity = overrides.quantity ?? 2;
  const unitPriceMinor = overrides.unitPriceMinor ?? 1_250_000;
  return {
    designation: "Serre photovoltaïque 8 × 30 m",
    options: ["Couleur : Vert"],
    hsCode: "94060090",
    originCountry: "CN",
    quantity,
    unitPriceMinor,
    totalMinor: quantity * unitPriceMinor,
    netWeightGrams: 850_500,
    grossWeightGrams: 912_250,
    packages: 6,
    shippingUnits: 1,
    shippingUnitLengthMm: 5_900,
    shippingUnitWidthMm: 2_350,
    shippingUnitHeightMm: 2_390,
    shippingUnitVolumeCm3: 33_000_000,
    ...overrides,
  };
}

export function customsConsignee(index: number, overrides: Partial<CustomsConsignee> = {}): CustomsConsignee {
  const id = `${String(index).padStart(8, "0")}-1111-4111-8111-111111111111`;
  return {
    orderId: id,
    orderNumber: id.slice(0, 8),
    consignee: {
      name: `Hinano Teriitahi ${index}`,
      company: `Fare Ō SARL ${index}`,
      registrationNumber: `C1234${index}`,
      addressLines: ["BP 1234", "98713 Papeete", "Tahiti"],
      email: `client${index}@example.pf`,
      phone: "+689 87 00 00 00",
    },
    deliveryAddressLines: null,
    marks: `FARE-${index} / PAPEETE`,
    lang: "fr",
    lines: [customsLine()],
    ...overrides,
  };
}

export function customsShipment(overrides: Partial<ShipmentForDocuments> = {}): ShipmentForDocuments {
  return {
    shipmentId: "99999999-9999-4999-8999-999999999999",
    reference: "EXP-2026-007",
    mode: "fcl_20",
    incoterm: "CNF Papeete",
    portOfLoading: "Hong Kong",
    portOfDischarge: "Papeete",
    carrier: "CMA CGM",
    vessel: "CMA CGM Tahiti",
    voyage: "0TX12S",
    containerNumber: "CMAU1234567",
    sealNumber: "SEAL998877",
    transportDocumentNumber: "HKG0123456",
    etd: "2026-12-10",
    eta: "2026-12-28",
    currency: "XPF",
    freightMinor: 360_001,
    insuranceMinor: 25_000,
    xpfRate: null,
    issuedOn: "2026-12-03",
    seller: {
      name: "BPE Engineering & Sourcing Limited",
      company: null,
      registrationNumber: "BR 74839201",
      addressLines: ["Unit 1201, 88 Queen's Road Central, Hong Kong"],
      email: null,
      phone: null,
    },
    consignees: [customsConsignee(1), customsConsignee(2, { lines: [customsLine({ quantity: 1 })] })],
    ...overrides,
  };
}
