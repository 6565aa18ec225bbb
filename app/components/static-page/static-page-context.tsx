import { createContext, useContext } from "react";

/** What a page served without React carries instead of React Router's scripts (decision 006). */
export type StaticPage = { script: string };

const StaticPageContext = createContext<StaticPage | null>(null);

/** Set by the server renderer for a page whose route asks not to hydrate; never set in the browser. */
export const StaticPageProvider = StaticPageContext.Provider;

/** The static page being rendered on the server, or null for a page that hydrates (and always in the browser). */
export function useStaticPage(): StaticPage | null {
  return useContext(StaticPageContext);
}

/** Scripts of their own that some pages served without React add to the shared one (static-page-script.server.ts). */
export type PageScriptName = "product-sheet";

type StaticPageHandle = { hydrate: false; script?: PageScriptName };

/** A route's `handle` that serves its pages without React's scripts: HTML and CSS, plus one small inline script. */
export const STATIC_PAGE_HANDLE: StaticPageHandle = { hydrate: false };

/** The same, for a page that also runs a script of its own (decision 007). */
export function staticPageHandle(script: PageScriptName): StaticPageHandle {
  return { hydrate: false, script };
}

const asHandle = (handle: unknown) => handle as Partial<StaticPageHandle> | undefined;

/** Whether the matched routes' handles let the page hydrate (one route asking not to is enough to stop it). */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => asHandle(handle)?.hydrate === false);
}

/** The page scripts the matched routes ask for. */
export function pageScripts(handles: readonly unknown[]): PageScriptName[] {
  return handles.flatMap((handle) => asHandle(handle)?.script ?? []);
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
