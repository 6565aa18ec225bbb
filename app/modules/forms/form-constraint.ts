// A form's browser checks, derived from its Zod schema (decision 005): what Conform's `getZodConstraint` gives
// (required, enums' patterns), plus each text field's greatest length. Conform looks for a string schema as
// `def.type === "string"` and reads its lengths from `_zod.bag`; the Zod installed here (4.6.7) names the type
// "String" and leaves the bag empty, so without this no public field got `maxlength` and the product form's length
// check in the browser never ran.
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

type Constraint = ReturnType<typeof getZodConstraint>;
type Def = { type: string; checks?: { _zod: { def: { check: string; maximum?: number } } }[] } & Record<
  string,
  unknown
>;

/** The greatest length a `.max(n)` puts on a string field, through `.optional()`, `.pipe()` and the like. */
function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = schema._zod.def as unknown as Def;
  if (def.type.toLowerCase() === "string") {
    const maxima = (def.checks ?? [])
      .map((check) => check._zod.def)
      .filter((check) => check.check === "max_length" && typeof check.maximum === "number")
      .map((check) => check.maximum!);
    return maxima.length > 0 ? Math.min(...maxima) : undefined;
  }
  if (def.type === "optional" || def.type === "nullable" || def.type === "default")
    return maxLengthOf(def.innerType as z.ZodType);
  if (def.type === "pipe") return maxLengthOf(def.in as z.ZodType) ?? maxLengthOf(def.out as z.ZodType);
  return undefined;
}

/** `getZodConstraint(schema)` with each text field's `maxLength`, for `useForm({ constraint })`. */
export function getFormConstraint(schema: z.ZodObject): Constraint {
  // A plain copy: Conform answers through a Proxy that caches what was read, so a field set on it would not show.
  const constraint: Constraint = { ...getZodConstraint(schema) };
  for (const [name, field] of Object.entries(schema.shape)) {
    const maxLength = maxLengthOf(field as z.ZodType);
    if (maxLength !== undefined && constraint[name] && constraint[name].maxLength === undefined)
      constraint[name] = { ...constraint[name], maxLength };
  }
  return constraint;
}
