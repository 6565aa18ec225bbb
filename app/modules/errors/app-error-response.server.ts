// The one way a route answers an AppError: its status and its message in the page's language.
import { data } from "react-router";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { type AppError, type AppErrorArea, entryOf, isAppError } from "./app-error.ts";
import type { ScreenWording } from "./app-error-wordings.ts";

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

/**
 * How a screen words a failure (app-error-wordings.ts), in `locale`: its status, title and description. `error` is
 * anything caught; an AppError of the screen's area gets its code's wording, anything else the `unexpected` one.
 */
export function appErrorWording<Area extends AppErrorArea>(
  error: unknown,
  screen: ScreenWording<Area>,
  locale: Locale,
): { status: number; title: string; description?: string } {
  const t = getServerT(locale);
  const known = isAppError(error, screen.area) ? error : null;
  const wording = known ? screen.codes[known.code] : screen.unexpected;
  const params = known?.params ?? {};
  return {
    status: wording.status ?? known?.status ?? 500,
    title: t(wording.title, params),
    ...(wording.description ? { description: t(wording.description, params) } : {}),
  };
}
