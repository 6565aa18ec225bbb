// Uploaded files (issue 14 item 4): what a file is comes from its bytes (`file-type`), never its name or the type the
// browser announced. Images become the WebP variants of every catalogue image (image-variants.ts); videos (mp4, webm)
// are stored as they are. The importer's photos go through `storeImageVariants` too.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth, variantPath } from "./image-variants.ts";
import type { Storage } from "./storage.server.ts";
import { IMAGE_TYPES, MAX_BYTES, type UploadKind, VIDEO_TYPES } from "./upload-limits.ts";

// 40 megapixels: larger than any product photo, small enough that a decompression bomb cannot exhaust memory.
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

export type UploadRefusal =
  /** The bytes are none of the accepted kinds (whatever the name says). */
  | { reason: "unsupported" }
  /** An accepted kind, above its size limit. */
  | { reason: "tooLarge"; kind: UploadKind; maxBytes: number }
  /** Announced as an image by its first bytes, but sharp cannot decode it (truncated, crafted). */
  | { reason: "unreadable" };

export type InspectedUpload = { kind: "image"; mime: string } | { kind: "video"; mime: string; extension: string };

export class UploadRefusedError extends Error {
  readonly refusal: UploadRefusal;
  constructor(refusal: UploadRefusal, options?: ErrorOptions) {
    super(`Upload refused: ${refusal.reason}`, options);
    this.name = "UploadRefusedError";
    this.refusal = refusal;
  }
}

/** What the bytes are, among the kinds `accept` allows; throws UploadRefusedError otherwise. */
export async function inspectUpload(
  bytes: Uint8Array,
  accept: readonly UploadKind[] = ["image", "video"],
): Promise<InspectedUpload> {
  const type = await fileTypeFromBuffer(bytes);
  let inspected: InspectedUpload | null = null;
  if (type && IMAGE_TYPES.has(type.mime)) inspected = { kind: "image", mime: type.mime };
  const videoExtension = type ? VIDEO_TYPES.get(type.mime) : undefined;
  if (type && videoExtension) inspected = { kind: "video", mime: type.mime, extension: videoExtension };
  if (!inspected || !accept.includes(inspected.kind)) throw new UploadRefusedError({ reason: "unsupported" });
  const maxBytes = MAX_BYTES[inspected.kind];
  if (bytes.byteLength > maxBytes) throw new UploadRefusedError({ reason: "tooLarge", kind: inspected.kind, maxBytes });
  return inspected;
}

export type StoredUpload = {
  kind: UploadKind;
  /** What product_media.url records: the variant base of an image, the file's URL for a video. */
  url: string;
  /** Every storage key written, to remove them together. */
  keys: string[];
};

/**
 * Checks and stores one uploaded file under `baseKey` (a storage key without extension, e.g.
 * `products/<id>/<uuid>`): an image as `${baseKey}-<width>.webp` for every width, a video as `${baseKey}.mp4|webm`.
 */
export async function storeUpload(
  storage: Storage,
  bytes: Uint8Array,
  baseKey: string,
  accept: readonly UploadKind[] = ["image", "video"],
): Promise<StoredUpload> {
  const inspected = await inspectUpload(bytes, accept);
  if (inspected.kind === "image") {
    const { baseUrl, keys } = await storeImageVariants(storage, bytes, baseKey);
    return { kind: "image", url: baseUrl, keys };
  }
  const key = `${baseKey}.${inspected.extension}`;
  const { url } = await storage.put(key, bytes, inspected.mime);
  return { kind: "video", url, keys: [key] };
}

/**
 * Encodes an image (any format sharp reads) into every width of IMAGE_WIDTHS as WebP and stores them under
 * `baseKey`; resolves the variant base URL and the keys. Throws UploadRefusedError('unreadable') when sharp cannot
 * decode it; nothing stays stored when a write fails. Reusable for images from elsewhere (the importer's photos).
 */
export async function storeImageVariants(
  storage: Storage,
  bytes: Uint8Array,
  baseKey: string,
): Promise<{ baseUrl: string; keys: string[] }> {
  const variants = await encodeImageVariants(bytes);
  const keys: string[] = [];
  let baseUrl = "";
  try {
    for (const { width, bytes: webp } of variants) {
      const key = variantPath(baseKey, width);
      const { url } = await storage.put(key, webp, "image/webp");
      keys.push(key);
      baseUrl = url.slice(0, -`-${width}.webp`.length);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key)));
    throw error;
  }
  return { baseUrl, keys };
}

/** Every width as WebP, EXIF orientation applied, never enlarged; unreadable bytes throw UploadRefusedError. */
export async function encodeImageVariants(bytes: Uint8Array): Promise<{ width: ImageWidth; bytes: Buffer }[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const variants: { width: ImageWidth; bytes: Buffer }[] = [];
    // One width after the other: sharp already uses several threads per image.
    for (const width of IMAGE_WIDTHS) {
      const webp = await source.clone().resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
      variants.push({ width, bytes: webp });
    }
    return variants;
  } catch (error) {
    throw new UploadRefusedError({ reason: "unreadable" }, { cause: error });
  }
}

/**
 * The storage keys behind a medium's URL: every variant of an image base, or the one file of a video. URLs outside
 * the storage's public prefix (a remote image of an import) have none.
 */
export function storageKeysOfUrl(url: string, publicPrefix = "/uploads"): string[] {
  const prefix = `${publicPrefix.replace(/\/+$/, "")}/`;
  if (!url.startsWith(prefix)) return [];
  const key = url.slice(prefix.length).split(/[?#]/, 1)[0]!;
  const lastSegment = key.split("/").pop() ?? "";
  if (lastSegment === "") return [];
  if (lastSegment.includes(".")) return [key];
  return IMAGE_WIDTHS.map((width) => variantPath(key, width));
}
