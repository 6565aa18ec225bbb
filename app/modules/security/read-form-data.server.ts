// The one way an action reads a submitted form (issue 12 item 4). `request.formData()` throws a TypeError on a body
// that is not a form or a broken multipart body, and PostgreSQL refuses text with a NUL byte: both were 500s. Here
// each becomes a 4xx with a sentence in the visitor's language, before anything is written. ESLint forbids calling
// `request.formData()` in routes (eslint.config.js), so every action goes through this.
import { badRequestResponse } from "./bad-request.server.ts";
import { type BodyRead, readBodyWithin, tooLargeHeaders } from "./read-body.server.ts";
import { findForbiddenCharacter } from "./forbidden-characters.ts";

/** A public form is a few kilobytes; the largest this site reads stays far below. */
export const DEFAULT_FORM_MAX_BYTES = 1024 * 1024;

export type ReadFormDataOptions = {
  /** Bodies larger than this are refused with 413 (default 1 MiB). */
  maxBytes?: number;
};

/**
 * The request's form, or a thrown 4xx Response: 415 when the body is not a form, 413 when too large, 400 when the
 * multipart body is broken or a field (name, value or file name) holds a NUL or another control character.
 */
export async function readFormData(
  request: Request,
  { maxBytes = DEFAULT_FORM_MAX_BYTES }: ReadFormDataOptions = {},
): Promise<FormData> {
  // Read (drain) the body before answering, whatever it is: a body left unread makes the connection reset.
  let read: BodyRead;
  try {
    read = await readBodyWithin(request, maxBytes);
  } catch {
    // The client went away mid-body: what came is not a form.
    throw badRequestResponse(request, "malformedForm");
  }
  if (read.body === null) throw badRequestResponse(request, "tooLarge", tooLargeHeaders(read));
  const { body } = read;
  const contentType = request.headers.get("content-type") ?? "";
  if (!isFormContentType(contentType)) throw badRequestResponse(request, "notAForm");
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw badRequestResponse(request, "malformedForm");
  }
  for (const [name, value] of formData) {
    const text = typeof value === "string" ? value : value.name;
    if (findForbiddenCharacter(name) !== -1 || findForbiddenCharacter(text) !== -1) {
      throw badRequestResponse(request, "forbiddenCharacter");
    }
  }
  return formData;
}

/** URL-encoded, or multipart with its boundary (without one no part can be found). */
export function isFormContentType(contentType: string): boolean {
  const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim());
  const type = mediaType.toLowerCase();
  if (type === "application/x-www-form-urlencoded") return true;
  if (type !== "multipart/form-data") return false;
  return parameters.some((parameter) => /^boundary=("?)[^"]{1,70}\1$/i.test(parameter));
}
