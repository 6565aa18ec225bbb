// POST /admin/products/:id/media/:mediaId/cover: that medium becomes position 0, the others follow from 1 in their
// previous order (back-office spec: cover image).
import type { Route } from "./+types/product-media-cover";
import { getServices } from "../../../context.server.ts";
import { isUuid, mediaError, requireAdminJson } from "../../../modules/media/media-route.server.ts";
import { listProductMedia, setProductCover } from "../../../modules/media/product-media.server.ts";

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db } = getServices(context);
  if (!isUuid(params.id) || !isUuid(params.mediaId)) return mediaError(404, "mediumNotFound");
  const isSet = await setProductCover(db, { productId: params.id, mediaId: params.mediaId, actor: admin.email });
  if (!isSet) return mediaError(404, "mediumNotFound");
  return Response.json({ media: await listProductMedia(db, params.id) }, { headers: { "Cache-Control": "no-store" } });
}
