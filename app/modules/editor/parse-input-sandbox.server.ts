// The action of /admin/input-sandbox: the values the server read, or the errors, with 400. The password is never
// sent back, only its length.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { InputSandboxSchema } from "./input-sandbox-schema.ts";

export type SandboxValues = Record<string, string | number | null> & { passwordLength: number };

export function parseInputSandbox(formData: FormData) {
  const submission = parseWithZod(formData, { schema: InputSandboxSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), values: null }, { status: 400 });
  }
  const { password, ...rest } = submission.value;
  const values: SandboxValues = {
    ...rest,
    phone: rest.phone ?? null,
    message: rest.message ?? null,
    passwordLength: password.length,
  };
  return data({ result: submission.reply({ hideFields: ["password"] }), values });
}
