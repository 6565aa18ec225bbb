import type { Route } from "./+types/sitemap-file";
import { getServices } from "../../context.server.ts";
import { SITEMAP_FILE_NAME } from "../../modules/seo/sitemap-files.ts";
import { sitemapResponse } from "../../modules/seo/sitemap-response.server.ts";
import { getSitemapFile } from "../../modules/seo/sitemap-store.server.ts";

/** One file of the sitemap index (`/sitemaps/products-2.xml`); an unknown file is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.file.endsWith(".xml") ? params.file.slice(0, -".xml".length) : "";
  if (!SITEMAP_FILE_NAME.test(name)) throw new Response("Not Found", { status: 404 });
  const { db, env } = getServices(context);
  const document = await getSitemapFile(db, env.PUBLIC_URL, name);
  if (!document) throw new Response("Not Found", { status: 404 });
  return sitemapResponse(request, document);
}
