import type { Route } from "./+types/sitemap";
import { getServices } from "../../context.server.ts";
import { sitemapResponse } from "../../modules/seo/sitemap-response.server.ts";
import { getSitemapIndex } from "../../modules/seo/sitemap-store.server.ts";

/** The sitemap index: one sitemap file per 50,000 URLs at most (`/sitemaps/{name}.xml`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return sitemapResponse(request, await getSitemapIndex(db, env.PUBLIC_URL));
}
