import { createContext, useContext } from "react";
import { type PageScriptName, pagePolicy } from "../../modules/routing/page-policy.ts";

/** What a page served without React carries instead of React Router's scripts (decision 006). */
export type StaticPage = { script: string };

const StaticPageContext = createContext<StaticPage | null>(null);

/** Set by the server renderer for a page whose route asks not to hydrate; never set in the browser. */
export const StaticPageProvider = StaticPageContext.Provider;

/** The static page being rendered on the server, or null for a page that hydrates (and always in the browser). */
export function useStaticPage(): StaticPage | null {
  return useContext(StaticPageContext);
}

/** Whether the matched routes' handles let the page hydrate (their page policy, app/modules/routing/page-policy.ts). */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return pagePolicy(handles).react;
}

/** The page script the matched routes ask for, if any. */
export function pageScripts(handles: readonly unknown[]): PageScriptName[] {
  const { script } = pagePolicy(handles);
  return script ? [script] : [];
}

/**
 * A route's `clientLoader` for a page served without React: reached by a link of a React page, the router hands the
 * navigation to the browser, so the page is always the server's HTML with its inline script (a new history entry
 * for a link, the current one for back and forward, where the address already moved).
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  if (request.url === window.location.href) window.location.replace(request.url);
  else window.location.assign(request.url);
  return new Promise<never>(() => {});
}
