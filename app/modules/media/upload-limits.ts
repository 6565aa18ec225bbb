// What the back office accepts as a product medium or a rich-text image (issue 14 item 4). Pure: the browser shows
// the same limits before sending, the server checks the bytes (upload-media.server.ts).

export type UploadKind = "image" | "video";

/** Photos from a phone or a supplier are a few MB; 15 MB leaves room for a large PNG. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** A short product clip; longer films belong on a video site. */
export const VIDEO_MAX_BYTES = 60 * 1024 * 1024;
export const MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES };

/** Rich-text images: several images in one request, at most this much in all. */
export const RICH_TEXT_MAX_REQUEST_BYTES = 40 * 1024 * 1024;
/** The multipart envelope around one file (boundaries, headers, field names). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Formats sharp reads and turns into WebP; SVG is refused (it can carry scripts). */
export const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/tiff"]);
/** Videos are stored as sent: only the two formats every browser plays. */
export const VIDEO_TYPES: ReadonlyMap<string, string> = new Map([
  ["video/mp4", "mp4"],
  ["video/webm", "webm"],
]);

/** A limit in whole megabytes, as the messages write it ('15 Mo'). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
