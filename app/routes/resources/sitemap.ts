import type { Route } from "./+types/sitemap";
import { getServices } from "../../context.server.ts";
import { listSitemapEntries } from "../../modules/seo/list-sitemap-entries.server.ts";
import { renderSitemap } from "../../modules/seo/render-sitemap.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const xml = renderSitemap(env.PUBLIC_URL, await listSitemapEntries(db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
