// The answer to a request the site cannot read (issue 12 item 4): a 4xx with a sentence in the visitor's language,
// never a 500. Thrown from a loader or action, React Router renders it in the error page (app/components/error-boundary.tsx)
// with this status; from a resource route or a middleware it goes out as it is.
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { BadRequestBody } from "./bad-request-body.ts";
import { LOCALE_TAGS, splitLocale } from "../i18n/locales.ts";

/** Why a request was refused; each has a sentence in the `common` catalog (`errors.badRequest.<reason>`). */
export type BadRequestReason =
  /** The body is not a form (JSON, text, no content type) where a form is read. */
  | "notAForm"
  /** A multipart body without boundary, truncated, or otherwise unreadable. */
  | "malformedForm"
  /** A NUL or another control character in a field, or in the address. */
  | "forbiddenCharacter"
  /** The address has a broken percent-encoding. */
  | "malformedUrl"
  /** The body is larger than a form of this site can be. */
  | "tooLarge"
  /** A list's date filter names no day of the calendar. */
  | "invalidDate";

const STATUS: Record<BadRequestReason, number> = {
  notAForm: 415,
  malformedForm: 400,
  forbiddenCharacter: 400,
  malformedUrl: 400,
  tooLarge: 413,
  invalidDate: 400,
};

/** A JSON 4xx in the language of the URL's prefix (/en, /zh, else French). */
export function badRequestResponse(
  request: Request,
  reason: BadRequestReason,
  headers: Record<string, string> = {},
): Response {
  const { locale } = splitLocale(safePathname(request.url));
  const t = getServerT(locale);
  const body: BadRequestBody = {
    error: t(`common:errors.badRequest.${reason}`),
    title: t("common:errors.badRequestTitle"),
    backHome: t("common:errors.backHome"),
  };
  return Response.json(body, {
    status: STATUS[reason],
    headers: { "Cache-Control": "no-store", "Content-Language": LOCALE_TAGS[locale], ...headers },
  });
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "/";
  }
}
