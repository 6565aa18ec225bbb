// POST /admin/products/:id/media/:mediaId/alt: the medium's alternative text in French, English and Chinese
// (`alt`, `alt_en`, `alt_zh`); the public sheet shows the page's language, French where a translation is empty.
import type { Route } from "./+types/product-media-alt";
import { getServices } from "../../../context.server.ts";
import { ALT_MAX_LENGTH, readMediumAltForm } from "../../../modules/media/medium-alt-form.ts";
import { isUuid, mediaError, requireAdminJson } from "../../../modules/media/media-route.server.ts";
import { listProductMedia, updateProductMediumAlt } from "../../../modules/media/product-media.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db } = getServices(context);
  if (!isUuid(params.id) || !isUuid(params.mediaId)) return mediaError(404, "mediumNotFound");
  const texts = readMediumAltForm(await readFormData(request));
  if (!texts) return mediaError(400, "altTooLong", { max: ALT_MAX_LENGTH });
  const isSaved = await updateProductMediumAlt(db, {
    productId: params.id,
    mediaId: params.mediaId,
    actor: admin.email,
    ...texts,
  });
  if (!isSaved) return mediaError(404, "mediumNotFound");
  return Response.json({ media: await listProductMedia(db, params.id) }, { headers: { "Cache-Control": "no-store" } });
}
