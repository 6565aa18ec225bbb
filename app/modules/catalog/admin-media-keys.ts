import { IMAGE_WIDTHS, isVariantBase, variantPath } from "../media/image-variants.ts";

/** Where the local storage serves its files (createLocalStorage's public prefix). */
export const STORAGE_PUBLIC_PREFIX = "/uploads/";

/**
 * The storage keys behind a stored media URL: every WebP variant of an image base URL, or the one file of a URL with
 * an extension. A URL outside the storage (a remote image of an import) has none.
 */
export function storageKeysOfMediaUrl(url: string): string[] {
  if (!url.startsWith(STORAGE_PUBLIC_PREFIX)) return [];
  const key = url.slice(STORAGE_PUBLIC_PREFIX.length).split(/[?#]/, 1)[0]!;
  if (key === "" || key.split("/").some((segment) => segment === "" || segment.startsWith("."))) return [];
  if (isVariantBase(url)) return IMAGE_WIDTHS.map((width) => variantPath(key, width));
  return [key];
}
