import type { Route } from "./+types/robots";
import { getServices } from "../../context.server.ts";
import { renderRobots } from "../../modules/seo/render-robots.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return new Response(renderRobots(env.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
