// Pages that show or take credentials, and every back-office answer, must not be kept by the browser or a proxy
// (issue 12 item 8): a shared computer's back button or a CDN would otherwise show them to the next person.

/** The response with `Cache-Control: no-store` (a copy when its headers are immutable). */
export function withNoStore(response: Response): Response {
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}

/** Route middleware: the answer, and a thrown response (redirect, 4xx), carry `Cache-Control: no-store`. */
export async function noStoreMiddleware(_args: unknown, next: () => Promise<Response>): Promise<Response> {
  try {
    return withNoStore(await next());
  } catch (error) {
    throw error instanceof Response ? withNoStore(error) : error;
  }
}

/**
 * The `headers` of the auth pages: React Router keeps only cookies from an action's headers unless the route says
 * otherwise, so a refusal's `Retry-After` is passed on here.
 */
export function authPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
