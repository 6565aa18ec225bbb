// The shipment's form (issue 30 item 2): what the owner types on /admin/shipments, checked with French messages, and
// turned into the stored values (amounts in the minor unit of the chosen currency). Pure: unit-tested beside.
import { z } from "zod";
import { CURRENCIES, CURRENCY_DECIMALS } from "../money/currency.ts";
import { SHIPMENT_MODES } from "./statuses.ts";
import { isCalendarDay } from "../forms/calendar-day.ts";

export const SHIPMENT_MESSAGES = {
  referenceRequired: "La référence de l'expédition est requise (par exemple EXP-2026-001).",
  referenceInvalid:
    "La référence ne contient que des lettres, des chiffres, « - », « / » et « _ » (40 caractères au plus).",
  modeInvalid: "Choisissez un mode de transport.",
  portRequired: "Le port est requis.",
  tooLong: "Ce texte est trop long.",
  dateInvalid: "Date invalide : utilisez le format AAAA-MM-JJ.",
  etaBeforeEtd: "L'arrivée prévue ne peut pas précéder le départ.",
  amountInvalid: "Montant invalide : un nombre positif, avec au plus les décimales de la devise.",
  currencyInvalid: "Devise invalide.",
  rateInvalid: "Le taux de change est un nombre positif, par exemple 119,33.",
  rateRequired: "Indiquez le taux en XPF de la devise choisie : il figure sur les documents de douane.",
  capacityInvalid: "La capacité est un nombre positif.",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, SHIPMENT_MESSAGES.tooLong)
    .optional()
    .transform((value) => (value ? value : null));

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDay(value), SHIPMENT_MESSAGES.dateInvalid);

/** A decimal typed the French or the English way; empty → null; anything else → NaN. */
export function readDecimal(input: string | undefined): number | null {
  const text = (input ?? "")
    .trim()
    .replace(/[\s\u00A0\u202F]/g, "")
    .replace(",", ".");
  if (text === "") return null;
  return /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : Number.NaN;
}

const decimalText = z.string().max(40).optional();

export const ShipmentFormSchema = z
  .object({
    reference: z
      .string({ error: SHIPMENT_MESSAGES.referenceRequired })
      .trim()
      .min(1, SHIPMENT_MESSAGES.referenceRequired)
      .max(40, SHIPMENT_MESSAGES.referenceInvalid)
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_-]*$/, SHIPMENT_MESSAGES.referenceInvalid),
    mode: z.enum(SHIPMENT_MODES, { error: SHIPMENT_MESSAGES.modeInvalid }),
    portOfLoading: z.string().trim().min(1, SHIPMENT_MESSAGES.portRequired).max(100, SHIPMENT_MESSAGES.tooLong),
    portOfDischarge: z.string().trim().min(1, SHIPMENT_MESSAGES.portRequired).max(100, SHIPMENT_MESSAGES.tooLong),
    carrier: optionalText(100),
    vessel: optionalText(100),
    voyage: optionalText(40),
    containerNumber: optionalText(20),
    sealNumber: optionalText(40),
    transportDocumentNumber: optionalText(40),
    etd: optionalDay,
    eta: optionalDay,
    currency: z.enum(CURRENCIES, { error: SHIPMENT_MESSAGES.currencyInvalid }),
    freight: decimalText,
    insurance: decimalText,
    xpfRate: decimalText,
    capacityVolumeM3: decimalText,
    capacityWeightKg: decimalText,
    note: optionalText(2000),
  })
  .transform((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const decimals = CURRENCY_DECIMALS[form.currency];
    const money = (field: "freight" | "insurance") => {
      const value = readDecimal(form[field]);
      const minor = value === null ? 0 : Math.round(value * 10 ** decimals);
      if (Number.isNaN(minor) || Math.abs(minor - (value ?? 0) * 10 ** decimals) > 1e-6 || minor > 1e12)
        issue(field, SHIPMENT_MESSAGES.amountInvalid);
      return minor;
    };
    const positive = (field: "xpfRate" | "capacityVolumeM3" | "capacityWeightKg", message: string) => {
      const value = readDecimal(form[field]);
      if (value !== null && (Number.isNaN(value) || value <= 0 || value > 1_000_000)) issue(field, message);
      return value;
    };
    const freightMinor = money("freight");
    const insuranceMinor = money("insurance");
    const rate = positive("xpfRate", SHIPMENT_MESSAGES.rateInvalid);
    if (form.currency !== "XPF" && rate === null) issue("xpfRate", SHIPMENT_MESSAGES.rateRequired);
    const volume = positive("capacityVolumeM3", SHIPMENT_MESSAGES.capacityInvalid);
    const weight = positive("capacityWeightKg", SHIPMENT_MESSAGES.capacityInvalid);
    if (form.etd && form.eta && form.eta < form.etd) issue("eta", SHIPMENT_MESSAGES.etaBeforeEtd);
    return {
      reference: form.reference.toUpperCase(),
      mode: form.mode,
      portOfLoading: form.portOfLoading,
      portOfDischarge: form.portOfDischarge,
      carrier: form.carrier,
      vessel: form.vessel,
      voyage: form.voyage,
      containerNumber: form.containerNumber?.toUpperCase() ?? null,
      sealNumber: form.sealNumber,
      transportDocumentNumber: form.transportDocumentNumber,
      etd: form.etd,
      eta: form.eta,
      currency: form.currency,
      freightMinor,
      insuranceMinor,
      xpfRate: form.currency === "XPF" ? null : rate !== null ? Math.round(rate * 10_000) / 10_000 : null,
      capacityVolumeCm3: volume === null ? null : Math.round(volume * 1_000_000),
      capacityWeightGrams: weight === null ? null : Math.round(weight * 1000),
      note: form.note,
    };
  });

export type ShipmentValues = z.output<typeof ShipmentFormSchema>;
export type ShipmentFieldErrors = Partial<Record<string, string>>;

/** The form's values, or the first message of each field in error. */
export function parseShipmentForm(
  input: Record<string, unknown>,
): { ok: true; values: ShipmentValues } | { ok: false; errors: ShipmentFieldErrors } {
  const result = ShipmentFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: ShipmentFieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}

/** The stored values as the form shows them. */
export function shipmentFormOf(values: ShipmentValues): Record<string, string> {
  const decimals = CURRENCY_DECIMALS[values.currency];
  const major = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
  return {
    reference: values.reference,
    mode: values.mode,
    portOfLoading: values.portOfLoading,
    portOfDischarge: values.portOfDischarge,
    carrier: values.carrier ?? "",
    vessel: values.vessel ?? "",
    voyage: values.voyage ?? "",
    containerNumber: values.containerNumber ?? "",
    sealNumber: values.sealNumber ?? "",
    transportDocumentNumber: values.transportDocumentNumber ?? "",
    etd: values.etd ?? "",
    eta: values.eta ?? "",
    currency: values.currency,
    freight: major(values.freightMinor),
    insurance: major(values.insuranceMinor),
    xpfRate: values.xpfRate === null ? "" : String(values.xpfRate),
    capacityVolumeM3: values.capacityVolumeCm3 === null ? "" : String(values.capacityVolumeCm3 / 1_000_000),
    capacityWeightKg: values.capacityWeightGrams === null ? "" : String(values.capacityWeightGrams / 1000),
    note: values.note ?? "",
  };
}
