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

/** A route's `handle` that serves its pages without React's scripts: HTML and CSS, plus one small inline script. */
export const STATIC_PAGE_HANDLE = { hydrate: false } as const;

/** Whether the matched routes' handles let the page hydrate (one route asking not to is enough to stop it). */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}
