// Responsive image URLs, shared by browser and server (pure, no I/O).
//
// Convention: an image stored in variants is recorded by its *base URL*, a URL whose last segment has no file
// extension, e.g. `/uploads/demo/tiny-house-1` in product_media.url or categories.cover. The files
// `${base}-${width}.webp` exist for every width of IMAGE_WIDTHS (storage keys `demo/tiny-house-1-640.webp`).
// Any other URL (a video, a remote image from an import, an original with an extension) is used as is.

// 800 serves a full-width card on a phone (about 380 CSS px at a device pixel ratio near 2) without the 1024 file.
export const IMAGE_WIDTHS = [320, 640, 800, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Used as `src` for browsers without srcset support and for og:image. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 1024;

export type ImageSources = { src: string; srcSet?: string };

export function isVariantBase(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  const lastSegment = url.split(/[?#]/, 1)[0]!.split("/").pop() ?? "";
  return lastSegment !== "" && !lastSegment.includes(".");
}

/** URL (or storage key) of one variant: `${base}-${width}.webp`. */
export function variantPath(base: string, width: ImageWidth): string {
  return `${base}-${width}.webp`;
}

export function imageVariants(url: string): ImageSources {
  if (!isVariantBase(url)) return { src: url };
  return {
    src: variantPath(url, DEFAULT_IMAGE_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${variantPath(url, width)} ${width}w`).join(", "),
  };
}
