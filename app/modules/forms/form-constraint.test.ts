import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ProductRequestSchema } from "../catalog/product-request-schema.ts";
import { CardPaymentSchema } from "../payments/card-payment-schema.ts";
import { DevisRequestSchema } from "../sales/devis-request-schema.ts";
import { FIELD_LIMITS } from "./field-limits.ts";
import { getFormConstraint } from "./form-constraint.ts";

describe("getFormConstraint", () => {
  it("gives every limited text field its maxLength, required or not, trimmed or piped", () => {
    const product = getFormConstraint(ProductRequestSchema);
    expect(product.full_name).toEqual({ required: true, maxLength: FIELD_LIMITS.full_name });
    expect(product.email).toEqual({ required: true, maxLength: FIELD_LIMITS.email });
    expect(product.notes).toEqual({ required: false, maxLength: FIELD_LIMITS.notes });
    expect(getFormConstraint(CardPaymentSchema).buyerEmail).toEqual({ required: true, maxLength: 254 });
    expect(getFormConstraint(DevisRequestSchema).notes).toMatchObject({
      required: true,
      maxLength: FIELD_LIMITS.message,
    });
  });

  it("keeps what Conform derives itself, and leaves fields without a length alone", () => {
    const constraint = getFormConstraint(z.object({ kind: z.enum(["a", "b"]), note: z.string().optional() }));
    expect(constraint).toEqual({ kind: { required: true, pattern: "a|b" }, note: { required: false } });
  });
});
