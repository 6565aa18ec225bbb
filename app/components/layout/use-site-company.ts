// The company identity the site layout's loader read (settings over environment, issue 14 item 6), for the pages
// under it that name the company: home's WhatsApp block, the terms of sale.
import { useRouteLoaderData } from "react-router";
import type { PublicEnv } from "../../modules/config/env.server.ts";
import type { CompanyIdentity } from "../../modules/settings/company-identity.ts";

export type SiteCompany = PublicEnv & CompanyIdentity;

export const SITE_LAYOUT_ID = "routes/site/layout";

export function useSiteCompany(): SiteCompany | undefined {
  return (useRouteLoaderData(SITE_LAYOUT_ID) as { company?: SiteCompany } | undefined)?.company;
}
