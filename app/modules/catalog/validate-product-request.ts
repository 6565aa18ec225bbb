// The browser-side check of the product sheet's form, loaded when the visitor reaches the form
// (components/forms/use-lazy-validation.ts): the same schema the server applies.
import { parseWithZod } from "@conform-to/zod/v4";
import { ProductRequestSchema } from "./product-request-schema.ts";

export default function validateProductRequest(formData: FormData) {
  return parseWithZod(formData, { schema: ProductRequestSchema });
}
