// What a buyer may add to their customer record for the invoices (issue 27 item 1): numéro TAHITI, billing (postal)
// address and delivery address. Pure: checked alike on the quote page and wherever else a buyer types them.
import { FIELD_LIMITS } from "../forms/field-limits.ts";
import { normalizeTahitiNumber } from "./tahiti-number.ts";

export type BuyerIdentity = { taxId: string | null; address: string | null; deliveryAddress: string | null };

export type BuyerIdentityInput = { taxId?: unknown; address?: unknown; deliveryAddress?: unknown };

export type BuyerIdentityResult =
  { ok: true; value: BuyerIdentity } | { ok: false; reason: "TAX_ID_INVALID" | "ADDRESS_TOO_LONG" };

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Empty fields read as null (nothing to change); a numéro TAHITI comes back as printed ('A12345-001'). */
export function parseBuyerIdentity(input: BuyerIdentityInput): BuyerIdentityResult {
  const taxIdText = text(input.taxId);
  const taxId = taxIdText === "" ? null : normalizeTahitiNumber(taxIdText);
  if (taxIdText !== "" && taxId === null) return { ok: false, reason: "TAX_ID_INVALID" };
  const address = text(input.address);
  const deliveryAddress = text(input.deliveryAddress);
  if (address.length > FIELD_LIMITS.address || deliveryAddress.length > FIELD_LIMITS.address) {
    return { ok: false, reason: "ADDRESS_TOO_LONG" };
  }
  return { ok: true, value: { taxId, address: address || null, deliveryAddress: deliveryAddress || null } };
}
