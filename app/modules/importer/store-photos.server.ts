// The draft's photos: downloaded through the safe fetcher a few at a time, checked by their bytes, and stored as the
// WebP variants every catalogue image has (app/modules/media/image-variants.ts). A photo that fails is reported.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth, variantPath } from "../media/image-variants.ts";
import type { Storage } from "../media/storage.server.ts";
import { ImportError, type ImportErrorCode } from "./import-error.ts";
import { httpFailureCode } from "./network-failure.ts";
import type { SafeFetcher } from "./safe-fetch.server.ts";

/** Downloads at a time: enough to hide the CDN's latency, few enough for sharp, which already uses several threads. */
export const PHOTO_CONCURRENCY = 4;
/** A gallery has a handful of photos; more than this is not a product gallery, and the rest are left out. */
export const MAX_PHOTOS = 20;
// Formats sharp reads and a browser could have shown on Alibaba; SVG is refused (it can carry scripts).
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
// 40 megapixels: larger than any product photo, small enough that a decompression bomb cannot exhaust memory.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

export type StoredPhoto = { sourceUrl: string; position: number; baseUrl: string; keys: string[] };
export type PhotoFailure = {
  sourceUrl: string;
  position: number;
  code: ImportErrorCode;
  params: Record<string, string | number>;
};

export type StorePhotosOptions = {
  storage: Storage;
  fetcher: SafeFetcher;
  urls: string[];
  /** Storage folder of the product, e.g. `products/<product id>`. */
  keyPrefix: string;
  /** Called with 0 first, then with the number of photos done (stored or failed) after each one. */
  onPhotoDone?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

/** Stores every photo it can, in gallery order; the others come back as failures. */
export async function storePhotos(
  options: StorePhotosOptions,
): Promise<{ stored: StoredPhoto[]; failures: PhotoFailure[] }> {
  const urls = options.urls.slice(0, MAX_PHOTOS);
  const stored: StoredPhoto[] = [];
  const failures: PhotoFailure[] = [];
  let done = 0;
  options.onPhotoDone?.(done, urls.length);
  await forEachConcurrently(urls, PHOTO_CONCURRENCY, async (sourceUrl, position) => {
    try {
      stored.push({ sourceUrl, position, ...(await storePhoto(options, sourceUrl, position)) });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      failures.push({ sourceUrl, position, code: error.code, params: error.params });
    }
    done += 1;
    options.onPhotoDone?.(done, urls.length);
  });
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  return { stored: stored.sort(byPosition), failures: failures.sort(byPosition) };
}

/** Removes the files of stored photos (the draft was not created after all). */
export async function deletePhotos(storage: Storage, photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.flatMap((photo) => photo.keys.map((key) => storage.delete(key))));
}

async function storePhoto(
  { storage, fetcher, keyPrefix, signal }: StorePhotosOptions,
  sourceUrl: string,
  position: number,
): Promise<{ baseUrl: string; keys: string[] }> {
  const response = await fetcher.fetch(sourceUrl, { purpose: "image", signal });
  if (response.status !== 200) throw new ImportError(httpFailureCode(response.status), { status: response.status });
  const type = await fileTypeFromBuffer(response.body);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ImportError("NOT_AN_IMAGE", { url: sourceUrl });
  const variants = await encodeVariants(response.body, sourceUrl);
  const baseKey = `${keyPrefix}/${position + 1}-${crypto.randomUUID().slice(0, 8)}`;
  const keys: string[] = [];
  let baseUrl = "";
  try {
    for (const { width, bytes } of variants) {
      const key = variantPath(baseKey, width);
      const { url } = await storage.put(key, bytes, "image/webp");
      keys.push(key);
      baseUrl = url.slice(0, -`-${width}.webp`.length);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key)));
    throw error;
  }
  return { baseUrl, keys };
}

/** Every width of IMAGE_WIDTHS as WebP; a file sharp cannot decode (truncated, crafted) is NOT_AN_IMAGE. */
async function encodeVariants(bytes: Buffer, sourceUrl: string): Promise<{ width: ImageWidth; bytes: Buffer }[]> {
  try {
    // EXIF orientation applied once; each width is then encoded from the same source.
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const variants: { width: ImageWidth; bytes: Buffer }[] = [];
    // One width after the other: the photos already run PHOTO_CONCURRENCY at a time.
    for (const width of IMAGE_WIDTHS) {
      variants.push({
        width,
        bytes: await source.clone().resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer(),
      });
    }
    return variants;
  } catch (error) {
    throw new ImportError("NOT_AN_IMAGE", { url: sourceUrl }, { cause: error });
  }
}

async function forEachConcurrently<T>(
  items: T[],
  limit: number,
  run: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
