/**
 * What a refused request's answer carries (bad-request.server.ts): the sentence (`error`), and the error page's title
 * and link label, because a page whose action refused the request is rendered without the root loader's catalogs.
 */
export type BadRequestBody = { error: string; title: string; backHome: string };

export function isBadRequestBody(value: unknown): value is BadRequestBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.error === "string" && typeof body.title === "string" && typeof body.backHome === "string";
}
