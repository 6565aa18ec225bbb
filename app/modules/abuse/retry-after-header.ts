/**
 * A route's `headers`: a refused submission's Retry-After (set on the action's data) reaches the page's response.
 * Without a `headers` export, React Router keeps no header of the action but Set-Cookie.
 */
export function passRetryAfter({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const value = actionHeaders.get("Retry-After");
  return value ? { "Retry-After": value } : {};
}
