// What the customs documents of a shipment are made from (issue 30 item 4): plain data read once from the
// database, so the commercial invoice and the packing list render from values alone (and off the request thread).
// Amounts are integers in the minor unit of `currency`; weights in grams; lengths in millimetres; volumes in cm³.
import type { Currency } from "../money/currency.ts";
import type { ShipmentMode } from "./statuses.ts";

export type CustomsParty = {
  name: string;
  company: string | null;
  /** Numéro TAHITI of a consignee; the business registration number of the seller. */
  registrationNumber: string | null;
  /** Postal address, one line per entry. */
  addressLines: string[];
  email: string | null;
  phone: string | null;
};

export type CustomsLine = {
  /** The product's French designation, with its model and chosen options. */
  designation: string;
  options: string[];
  /** 8 digits (French Polynesia's nomenclature), or null when the product has none yet. */
  hsCode: string | null;
  /** ISO 3166 alpha-2 country of origin, or null when unknown. */
  originCountry: string | null;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  netWeightGrams: number | null;
  grossWeightGrams: number | null;
  packages: number;
  /** The shipping unit's outer dimensions and volume, and how many shipping units the line fills. */
  shippingUnits: number;
  shippingUnitLengthMm: number | null;
  shippingUnitWidthMm: number | null;
  shippingUnitHeightMm: number | null;
  shippingUnitVolumeCm3: number | null;
};

/** One buyer's goods in the shipment: one commercial invoice and one packing list each. */
export type CustomsConsignee = {
  orderId: string;
  /** As the back office shows it (sales/order-number.ts). */
  orderNumber: string;
  consignee: CustomsParty;
  /** Where the goods go when it differs from the consignee's address. */
  deliveryAddressLines: string[] | null;
  /** Shipping marks on this consignee's packages. */
  marks: string | null;
  lang: "fr" | "en" | "zh";
  lines: CustomsLine[];
};

export type ShipmentForDocuments = {
  shipmentId: string;
  reference: string;
  mode: ShipmentMode;
  /** Incoterm with its place, e.g. "CNF Papeete". */
  incoterm: string;
  portOfLoading: string;
  portOfDischarge: string;
  carrier: string | null;
  vessel: string | null;
  voyage: string | null;
  containerNumber: string | null;
  sealNumber: string | null;
  transportDocumentNumber: string | null;
  /** Tahiti dates, YYYY-MM-DD. */
  etd: string | null;
  eta: string | null;
  currency: Currency;
  freightMinor: number;
  insuranceMinor: number;
  /** Francs per unit of `currency` for the XPF counter-value; null when `currency` is XPF. */
  xpfRate: number | null;
  /** The date the documents are issued (Tahiti date). */
  issuedOn: string;
  seller: CustomsParty;
  consignees: CustomsConsignee[];
};
