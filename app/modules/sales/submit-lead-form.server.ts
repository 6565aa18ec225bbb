// The server side of every public quote form: honeypot, validation, limits per address and per email, then createLead.
// Routes turn the outcome into a response (redirect with a toast, or the form again with messages).
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Db } from "../../db/db.server.ts";
import type { Lang } from "../../db/schema/index.ts";
import { isHoneypotFilled } from "../abuse/honeypot.ts";
import { checkRateLimits } from "../abuse/rate-limit.server.ts";
import { limitScopeOf, submissionLimitRules } from "../abuse/submission-limits.ts";
import { type CreateLeadOptions, createLead } from "./create-lead.server.ts";
import { FORM_ERRORS } from "./lead-field-schemas.ts";

export const RATE_LIMITED_ERROR = "forms:errors.rateLimited";
/** The same when the email address, not the connection, sent too many. */
export const RATE_LIMITED_EMAIL_ERROR = "forms:errors.rateLimitedEmail";

export type LeadFormOutcome<Output> =
  /** The honeypot was filled: answer like a success, nothing written. */
  | { status: "ignored" }
  | { status: "invalid"; submission: Submission<Output> }
  | { status: "rate-limited"; submission: Submission<Output>; retryAfterSeconds: number; scope: "address" | "email" }
  | { status: "accepted"; leadId: string; isDuplicate: boolean }
  | { status: "failed"; submission: Submission<Output>; error: unknown };

type LeadFields = Omit<CreateLeadOptions, "lang" | "clientIp" | "notifyTo" | "adminUrl" | "company">;

export type SubmitLeadFormOptions<Schema extends z.ZodType> = {
  formData: FormData;
  schema: Schema;
  /** Maps the validated form to the lead. */
  toLead: (value: z.output<Schema>) => LeadFields;
  lang: Lang;
  clientIp: string;
  mail: Pick<CreateLeadOptions, "notifyTo" | "adminUrl" | "company">;
};

export async function submitLeadForm<Schema extends z.ZodType>(
  db: Db,
  { formData, schema, toLead, lang, clientIp, mail }: SubmitLeadFormOptions<Schema>,
): Promise<LeadFormOutcome<z.output<Schema>>> {
  if (isHoneypotFilled(formData)) return { status: "ignored" };
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return { status: "invalid", submission: submission as Submission<z.output<Schema>> };
  }
  const lead = toLead(submission.value);
  const limit = await checkRateLimits(db, submissionLimitRules({ clientIp, email: lead.customer.email }));
  if (!limit.isAllowed) {
    return {
      status: "rate-limited",
      submission,
      retryAfterSeconds: limit.retryAfterSeconds,
      scope: limitScopeOf(limit.refusedKey),
    };
  }
  try {
    const result = await createLead(db, { ...lead, lang, clientIp, ...mail });
    return { status: "accepted", ...result };
  } catch (error) {
    return { status: "failed", submission, error };
  }
}

/** True when a required field is missing: the form then also shows the spec's one sentence. */
export function hasMissingField(submission: Submission<unknown>): boolean {
  if (submission.status === "success") return false;
  return Object.values(submission.error ?? {}).some((messages) => messages?.includes(FORM_ERRORS.fieldRequired));
}
