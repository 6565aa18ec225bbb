import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceProvider } from "./components/nonce-provider.tsx";
import {
  pageHydrates,
  pageScripts,
  type StaticPage,
  StaticPageProvider,
} from "./components/static-page/static-page-context.tsx";
import { staticPageScript } from "./components/static-page/static-page-script.server.ts";
import { getRequestInfo } from "./context.server.ts";
import { buildContentSecurityPolicy } from "./modules/security/content-security-policy.ts";

export { createLoadContext } from "./context.server.ts";
export { startApp } from "./services.server.ts";
// The HTTP server answers kept public pages before the router, and announces a new page cache version after a write.
export { findCachedPage } from "./modules/page-cache/find-cached-page.server.ts";
export { announcePageCacheVersion } from "./modules/page-cache/page-cache-version.server.ts";
// The import's browser test builds its fetcher (relaxed for a local fake Alibaba) from the build itself, so that the
// errors it throws are the build's own ImportErrors, which the import recognises (a second copy's are not).
export { createSafeFetcher } from "./modules/importer/safe-fetch.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, cspOptions, logger } = getRequestInfo(loadContext);
  responseHeaders.set("Content-Security-Policy", buildContentSecurityPolicy([`'nonce-${nonce}'`], cspOptions));
  const staticPage = readStaticPage(routerContext);
  if (staticPage) return renderWhole(request, responseStatusCode, responseHeaders, routerContext, staticPage, nonce);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete page at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticPageProvider value={staticPage}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticPageProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * A page served without React is sent whole: rendered to one string (it waits for nothing: no Suspense, no promise),
 * then answered at once, rather than streamed in 2 KB chunks through a web stream and back into Node's. Measured on
 * an uncached product page, side by side: as much CPU or less, and after 24 s of load 332 MB of resident memory
 * against 400 for the stream (gathering the chunks into one buffer instead gave 550).
 */
function renderWhole(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  staticPage: StaticPage,
  nonce: string,
): Response {
  const html = renderToString(
    <NonceProvider value={nonce}>
      <StaticPageProvider value={staticPage}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StaticPageProvider>
    </NonceProvider>,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  // renderToString leaves out the doctype the streaming renderer writes before <html>. Given as bytes: a string body
  // would be scanned by the Response for lone surrogates (7 % of the request's CPU).
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers, status });
}

/**
 * A page whose route asks not to hydrate (decision 006) gets neither React Router's scripts nor the loader data
 * they would read: the stream that carries it to the browser is dropped before rendering.
 */
function readStaticPage(routerContext: EntryContext): StaticPage | null {
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  if (pageHydrates(handles)) return null;
  void routerContext.serverHandoffStream?.cancel();
  routerContext.serverHandoffStream = undefined;
  return { script: staticPageScript(pageScripts(handles)) };
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A request refused for the client's fault (a POST where no route takes one: 405) is no error of the site.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  getRequestInfo(context).logger.error({ err: error }, "unexpected error");
};
