import { data, isRouteErrorResponse, Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminFloatingButton, AdminSiteControls } from "../../components/admin/admin-site-controls.tsx";
import { AppErrorBoundary } from "../../components/error-boundary.tsx";
import { NavigationProgress } from "../../components/layout/navigation-progress.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import type { MenuCategory } from "../../components/layout/shop-menu.tsx";
import { SITE_LAYOUT_ID, type SiteCompany } from "../../components/layout/use-site-company.ts";
import { getServices } from "../../context.server.ts";
import { readMenuCategories, readPageSettings } from "../../modules/page-cache/page-data.server.ts";
import { getPublicEnv, type PublicEnv } from "../../modules/config/env.server.ts";
import { readPageLocale } from "../../modules/i18n/page-locale.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { companyIdentity } from "../../modules/settings/company-identity.ts";

type SiteChrome = { categories: MenuCategory[]; company: SiteCompany };

// An error page (unknown URL, unknown product, unexpected error) gets its own title; other pages write theirs.
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: getMetaText(matches, "common:meta.pageTitle", {
        heading: getMetaText(matches, isNotFound ? "common:errors.notFoundTitle" : "common:errors.unexpectedTitle"),
      }),
    },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const locale = readPageLocale(params);
  const [categories, settings] = await Promise.all([
    readMenuCategories(context, locale ?? "fr"),
    readPageSettings(context),
  ]);
  // The identity set on the settings page wins over the environment's (issue 14 item 6).
  const chrome: SiteChrome = { categories, company: { ...getPublicEnv(env), ...companyIdentity(settings, env) } };
  // Only /en and /zh are language prefixes; "/xyz/..." is an unknown page. The 404 carries the header's data, so
  // the error page below still shows the site's header and footer.
  if (locale === null) {
    throw data(chrome, { status: 404 });
  }
  return chrome;
}

export default function SiteLayout() {
  return (
    <SiteFrame chrome={useLoaderData<typeof loader>()}>
      <Outlet />
    </SiteFrame>
  );
}

/** Any error under the site layout, its own 404 included: the error page inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>(SITE_LAYOUT_ID);
  const thrown = isRouteErrorResponse(error) && isSiteChrome(error.data) ? error.data : undefined;
  return (
    <SiteFrame chrome={loaded ?? thrown}>
      <AppErrorBoundary error={error} />
    </SiteFrame>
  );
}

function SiteFrame({ chrome, children }: { chrome: SiteChrome | undefined; children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as { isAdmin?: boolean; publicEnv?: PublicEnv } | undefined;
  const isAdmin = root?.isAdmin === true;
  const company = chrome?.company ?? root?.publicEnv;
  return (
    <>
      <SiteHeader categories={chrome?.categories ?? []} adminControls={isAdmin ? <AdminSiteControls /> : null} />
      <NavigationProgress />
      <div id="main" tabIndex={-1} className="outline-none">
        {children}
      </div>
      {company ? <SiteFooter company={company} /> : null}
      {isAdmin ? <AdminFloatingButton /> : null}
    </>
  );
}

function isSiteChrome(value: unknown): value is SiteChrome {
  return typeof value === "object" && value !== null && "categories" in value && "company" in value;
}
