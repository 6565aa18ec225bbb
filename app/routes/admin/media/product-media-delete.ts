// POST /admin/products/:id/media/:mediaId/delete: removes the medium and its stored files (issue 14 item 4).
import type { Route } from "./+types/product-media-delete";
import { getServices } from "../../../context.server.ts";
import { isUuid, mediaError, requireAdminJson } from "../../../modules/media/media-route.server.ts";
import { deleteProductMedium } from "../../../modules/media/product-media.server.ts";

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db, storage } = getServices(context);
  if (!isUuid(params.id) || !isUuid(params.mediaId)) return mediaError(404, "mediumNotFound");
  const deleted = await deleteProductMedium(db, storage, {
    productId: params.id,
    mediaId: params.mediaId,
    actor: admin.email,
  });
  if (!deleted) return mediaError(404, "mediumNotFound");
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
