// The one way a route answers an AppError: its status and its message in the page's language.
import { data } from "react-router";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { type AppError, entryOf } from "./app-error.ts";

/** The failure's message in `locale`, its params filled in (and its reason, for the messages that quote one). */
export function appErrorMessage(error: AppError, locale: Locale): string {
  const t = getServerT(locale);
  const entry = entryOf(error);
  const reason = entry.reason ? { message: t(entry.reason, error.params) } : {};
  return t(entry.message, { ...error.params, ...reason });
}

/** An action's answer: `{ error: { code, message } }` with the failure's status. */
export function appErrorData(error: AppError, locale: Locale) {
  return data(
    { error: { area: error.area, code: error.code, message: appErrorMessage(error, locale) } },
    { status: error.status },
  );
}
