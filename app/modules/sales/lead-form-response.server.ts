// Turns the outcome of a public quote form into the HTTP answer: 400 with the messages, 429 when rate limited,
// 500 when storing failed (the form is kept), or a redirect with a toast on success.
import { data } from "react-router";
import type { Logger } from "pino";
import {
  hasMissingField,
  type LeadFormOutcome,
  RATE_LIMITED_EMAIL_ERROR,
  RATE_LIMITED_ERROR,
} from "./submit-lead-form.server.ts";
import { FORM_ERRORS } from "./lead-field-schemas.ts";

export type LeadFormMessages = {
  /** Toast after a storage failure (translation keys). */
  failure: { title: string; description: string };
};

/** The action data of a rejected submission, or null when the outcome is a success (the route answers it). */
export function getLeadFormRejection<Intent extends string, Output>(
  outcome: LeadFormOutcome<Output>,
  { intent, messages, logger }: { intent: Intent; messages: LeadFormMessages; logger: Logger },
) {
  switch (outcome.status) {
    case "invalid": {
      const formErrors = hasMissingField(outcome.submission) ? [FORM_ERRORS.required] : [];
      return data({ intent, result: outcome.submission.reply({ formErrors }) }, { status: 400 });
    }
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      const values = { minutes };
      const error = outcome.scope === "email" ? RATE_LIMITED_EMAIL_ERROR : RATE_LIMITED_ERROR;
      return data(
        {
          intent,
          result: outcome.submission.reply({ formErrors: [error] }),
          values,
          toast: { title: messages.failure.title, description: error },
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    case "failed": {
      logger.error({ err: outcome.error }, "quote request could not be stored");
      return data(
        {
          intent,
          result: outcome.submission.reply({ formErrors: [messages.failure.description] }),
          toast: messages.failure,
        },
        { status: 500 },
      );
    }
    default:
      return null;
  }
}
