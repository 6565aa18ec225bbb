import { badRequestResponse } from "./bad-request.server.ts";
import { findUnsafeUrl } from "./unsafe-url.ts";

/** Root middleware, first in line: a URL that cannot be read gets a 400 in the visitor's language, nothing else runs. */
export async function unsafeUrlMiddleware(
  { request }: { request: Request },
  next: () => Promise<Response>,
): Promise<Response> {
  const reason = findUnsafeUrl(new URL(request.url));
  if (reason) return badRequestResponse(request, reason);
  return next();
}
