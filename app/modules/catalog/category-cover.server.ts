// A category's cover: an uploaded image checked by its bytes, stored as the WebP variants every catalogue image has
// (app/modules/media/image-variants.ts), recorded by its base URL in categories.cover.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_WIDTHS, variantPath } from "../media/image-variants.ts";
import type { Storage } from "../media/storage.server.ts";
import { storageKeysOfMediaUrl } from "./admin-media-keys.ts";

/** A cover is a photo: 15 MB is far above any, small enough to decode safely. */
export const MAX_COVER_BYTES = 15 * 1024 * 1024;
// Formats sharp reads; SVG is refused (it can carry scripts).
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MAX_INPUT_PIXELS = 40_000_000;

export type CoverError = "not_an_image" | "too_large";

/**
 * Stores the cover and returns its base URL, or the reason it was refused. `key` names its folder
 * (`categories/<key>-<random>`), so the files say whose cover they are.
 */
export async function storeCategoryCover(
  storage: Storage,
  { bytes, categoryKey }: { bytes: Uint8Array; categoryKey: string },
): Promise<{ ok: true; url: string } | { ok: false; error: CoverError }> {
  if (bytes.byteLength > MAX_COVER_BYTES) return { ok: false, error: "too_large" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) return { ok: false, error: "not_an_image" };
  let variants: Array<{ width: number; data: Buffer }>;
  try {
    variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    return { ok: false, error: "not_an_image" };
  }
  const base = `categories/${categoryKey}-${crypto.randomUUID().slice(0, 8)}`;
  for (const { width, data } of variants) {
    await storage.put(variantPath(base, width as (typeof IMAGE_WIDTHS)[number]), new Uint8Array(data), "image/webp");
  }
  return { ok: true, url: `/uploads/${base}` };
}

/** Removes the files of a cover that was replaced or whose category was deleted. */
export async function deleteCategoryCover(storage: Storage, url: string | null): Promise<void> {
  if (!url) return;
  await Promise.all(storageKeysOfMediaUrl(url).map((key) => storage.delete(key)));
}
