// The form of /admin/input-sandbox (back-office §2): one of each shared field, checked by Conform in the browser and
// again in the action. Messages are translation keys.
import { z } from "zod";

/** Minimum password length (back-office §9). */
export const PASSWORD_MIN = 6;
export const SANDBOX_CATEGORIES = ["tiny", "solar", "equip"] as const;

const required = "forms:errors.fieldRequired";

export const InputSandboxSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(80, "forms:errors.tooLong"),
  email: z
    .email({ error: (issue) => (issue.input === undefined ? required : "forms:errors.email") })
    .max(254, "forms:errors.tooLong"),
  phone: z.string().trim().max(30, "forms:errors.tooLong").optional(),
  category: z.enum(SANDBOX_CATEGORIES, {
    error: (issue) => (issue.input === undefined ? required : "forms:errors.invalidChoice"),
  }),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? required : "editor:sandbox.errors.quantity") })
    .int("editor:sandbox.errors.quantity")
    .min(1, "editor:sandbox.errors.quantity")
    .max(999, "editor:sandbox.errors.quantity"),
  message: z.string().trim().max(2000, "forms:errors.tooLong").optional(),
  password: z
    .string({ error: required })
    .min(PASSWORD_MIN, "editor:sandbox.errors.passwordMin")
    .max(200, "forms:errors.tooLong"),
});

export type InputSandboxValues = z.infer<typeof InputSandboxSchema>;
