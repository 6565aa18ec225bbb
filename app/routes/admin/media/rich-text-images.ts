// POST /admin/uploads/images: images for the rich-text editor, several at once (`files`). Only images, checked by
// their bytes; the others are counted as ignored ('{n} fichier(s) ignoré(s) (pas des images)'). Each image is stored
// as WebP variants; the answer gives the URL of the 1024 px one, which the text shows.
import type { Route } from "./+types/rich-text-images";
import { getServices } from "../../../context.server.ts";
import { DEFAULT_IMAGE_WIDTH, variantPath } from "../../../modules/media/image-variants.ts";
import {
  filesOf,
  mediaError,
  newMediaKey,
  readUploadForm,
  refusalResponse,
  requireAdminJson,
} from "../../../modules/media/media-route.server.ts";
import { recordAudit } from "../../../modules/audit/record-audit.server.ts";
import { RICH_TEXT_MAX_REQUEST_BYTES } from "../../../modules/media/upload-limits.ts";
import { inspectUpload, storeUpload, UploadRefusedError } from "../../../modules/media/upload-media.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminJson(request, context);
  const { db, storage } = getServices(context);
  const formData = await readUploadForm(request, RICH_TEXT_MAX_REQUEST_BYTES);
  const files = filesOf(formData, "files");
  const images: Uint8Array[] = [];
  let ignoredCount = 0;
  // Every file is checked before any is stored: an image above the limit refuses the request, nothing half-done.
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      await inspectUpload(bytes, ["image"]);
      images.push(bytes);
    } catch (error) {
      if (!(error instanceof UploadRefusedError)) throw error;
      if (error.refusal.reason === "tooLarge") return refusalResponse(error.refusal);
      ignoredCount += 1;
    }
  }
  const urls: string[] = [];
  for (const [index, bytes] of images.entries()) {
    try {
      const stored = await storeUpload(storage, bytes, newMediaKey("rich-text", `-${index}`), ["image"]);
      urls.push(variantPath(stored.url, DEFAULT_IMAGE_WIDTH));
    } catch (error) {
      // Image bytes that sharp cannot decode are not an image either.
      if (!(error instanceof UploadRefusedError)) throw error;
      ignoredCount += 1;
    }
  }
  if (urls.length === 0) return mediaError(400, "notImages");
  await recordAudit(db, {
    actor: admin.email,
    action: "media.rich_text_upload",
    entity: "media",
    summary: { urls, ignoredCount },
  });
  return Response.json({ urls, ignoredCount }, { headers: { "Cache-Control": "no-store" } });
}
