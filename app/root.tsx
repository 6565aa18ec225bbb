import { useEffect, useMemo } from "react";
import { I18nProvider } from "./modules/i18n/react.tsx";
import {
  data,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { AppErrorBoundary } from "./components/error-boundary.tsx";
import { SandboxBanner } from "./components/layout/sandbox-banner.tsx";
import { useNonce } from "./components/nonce-provider.tsx";
import { useStaticPage } from "./components/static-page/static-page-context.tsx";
import { StaticToast } from "./components/static-page/static-toast.tsx";
import { AppToaster } from "./components/toaster.tsx";
import { getRequestInfo, getServices } from "./context.server.ts";
import { getPageResources } from "./locales/resources.server.ts";
import { getAdminUser } from "./modules/auth/admin-guard.server.ts";
import { checkOriginMiddleware } from "./modules/auth/check-origin.server.ts";
import { pageCacheMiddleware } from "./modules/page-cache/page-cache-middleware.server.ts";
import { unsafeUrlMiddleware } from "./modules/security/unsafe-url-middleware.server.ts";
import { getPublicEnv } from "./modules/config/env.server.ts";
import { getSharedI18n } from "./modules/i18n/i18n.ts";
import { LOCALE_TAGS, splitLocale } from "./modules/i18n/locales.ts";
import { readToast } from "./modules/toast/toast.server.ts";

// Zod 4 probes `new Function` the first time it builds an object schema (to compile faster parsers); our CSP has
// no 'unsafe-eval', so the browser refuses it and reports a CSP issue (Lighthouse best practices). Zod's jitless
// mode skips the probe. Set on the global configuration zod reads, before any page's schema module runs,
// without importing zod into pages that have no form.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Refuses a URL that cannot be read (a NUL byte, a broken percent-encoding: issue 12 item 4) and any non-GET request
// whose Origin names another site (issue 6 §6), before any action runs; then answers anonymous visitors' public
// pages from the page cache when it holds the current version.
export const middleware: Route.MiddlewareFunction[] = [unsafeUrlMiddleware, checkOriginMiddleware, pageCacheMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocale(url.pathname);
  const { env, routePolicies } = getServices(context);
  const policy = routePolicies.forPath(url.pathname);
  const { toast, headers } = await readToast(env, request);
  return data(
    {
      locale,
      resources: getPageResources(locale, policy),
      holdsEveryCatalog: policy.namespaces === "all",
      publicEnv: getPublicEnv(env),
      requestId: getRequestInfo(context).requestId,
      toast,
      // Decided on the server: the header's admin controls and the floating admin button depend on it.
      isAdmin: (await getAdminUser(request, context)) !== null,
    },
    { headers },
  );
}

// The catalogs and <html lang> come from the root loader: load them again when the language changes, or on a move to
// another page unless the current one holds every catalog already (the back office). Which catalogs a page needs is
// in its route's handle (app/modules/routing/page-policy.ts), which the browser knows only once the page is loaded.
let holdsEveryCatalog = false;
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale ||
  (currentUrl.pathname !== nextUrl.pathname && !holdsEveryCatalog) ||
  defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const staticPage = useStaticPage();
  // Without the root loader's data (a request refused before it ran), the URL's prefix still names the language.
  const pathname = useLocation().pathname;
  const locale = data?.locale ?? splitLocale(pathname).locale;
  const i18n = useMemo(() => getSharedI18n(locale, data?.resources ?? {}), [locale, data?.resources]);
  const holdsAll = data?.holdsEveryCatalog ?? false;
  useEffect(() => {
    holdsEveryCatalog = holdsAll;
  }, [holdsAll]);
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e4f66" />
        {/* With a precedence, React puts the stylesheet at the top of <head>, before the scripts it preloads: the
            page's only render-blocking file is then the first one the browser asks for. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
        {/* Without JavaScript the carousel is a plain scrolling row: its buttons would do nothing. */}
        <noscript>
          <style>{".carousel-controls{display:none!important}"}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <I18nProvider i18n={i18n}>
          {data?.publicEnv.paymentProvider === "sandbox" ? <SandboxBanner /> : null}
          {children}
          {staticPage ? <StaticToast toast={data?.toast ?? null} /> : null}
        </I18nProvider>
        {staticPage ? (
          // A page served without React (decision 006): its one inline script instead of React Router's.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticPage.script }} />
        ) : (
          <>
            <AppToaster toast={data?.toast ?? null} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppErrorBoundary error={error} />;
}
