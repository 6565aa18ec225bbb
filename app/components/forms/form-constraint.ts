import type { useForm } from "@conform-to/react";

/**
 * A form's browser checks as Conform takes them (`useForm({ constraint })`): the loader computes them from the
 * form's Zod schema with `getFormConstraint` and the fields write them as attributes (required, maxlength…).
 */
export type FormConstraint = Parameters<typeof useForm>[0] extends infer O
  ? O extends { constraint?: infer C }
    ? C
    : never
  : never;
