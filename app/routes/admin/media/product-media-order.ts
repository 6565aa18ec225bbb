// POST /admin/products/:id/media/order: the form's `ids`, in the new order, get positions 0..n-1.
import type { Route } from "./+types/product-media-order";
import { getServices } from "../../../context.server.ts";
import { isUuid, mediaError, requireAdminJson } from "../../../modules/media/media-route.server.ts";
import { listProductMedia, reorderProductMedia } from "../../../modules/media/product-media.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db } = getServices(context);
  if (!isUuid(params.id)) return mediaError(404, "productNotFound");
  const formData = await readFormData(request);
  const ids = formData.getAll("ids").map(String);
  if (!ids.every((id) => isUuid(id))) return mediaError(400, "orderMismatch");
  const result = await reorderProductMedia(db, { productId: params.id, ids, actor: admin.email });
  if (result === "notFound") return mediaError(404, "productNotFound");
  if (result === "mismatch") return mediaError(409, "orderMismatch");
  return Response.json({ media: await listProductMedia(db, params.id) }, { headers: { "Cache-Control": "no-store" } });
}
