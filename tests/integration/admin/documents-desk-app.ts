// The document desk's route tests: the administrator's app (tests/support/admin-session.ts, under its old name here)
// and what the desk's forms need (the id a save redirects to, the lines' JSON field, the toast of a redirect).
import { toastOf as toastOfApp, type AdminApp } from "../../support/admin-session.ts";

export { startAdminApp as startDeskApp, type AdminApp as DeskApp } from "../../support/admin-session.ts";

/** The id at the end of a redirect's Location (/admin/quotes/{id}). */
export function locationId(response: Response): string {
  const location = response.headers.get("Location") ?? "";
  const id = /\/([0-9a-f-]{36})(?:\/preview)?$/.exec(location)?.[1];
  if (!id) throw new Error(`no id in Location ${location} (status ${response.status})`);
  return id;
}

export const linesField = (
  lines: Array<{ description: string; qty: string; unitPrice: string; productSlug?: string }>,
) => JSON.stringify(lines.map((line) => ({ productSlug: "", ...line })));

/** The toast a redirect carries in its cookie (redirectWithToast), as the next page will show it. */
export function toastOf(desk: AdminApp, response: Response) {
  return toastOfApp(desk.app, response);
}
