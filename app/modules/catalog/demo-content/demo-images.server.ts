// Renders the demo SVG drawings to WebP variants (app/modules/media/image-variants.ts) and stores them.
import sharp from "sharp";
import { IMAGE_WIDTHS, variantPath } from "../../media/image-variants.ts";
import type { Storage } from "../../media/storage.server.ts";
import { SCENE_WIDTH } from "./svg-parts.ts";
import type { DemoImage } from "./types.ts";

export const DEMO_KEY_PREFIX = "demo";
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
// Flat drawings: quality 72 keeps every 1600 px variant under 50 KB (budget 60 KB) without visible artefacts.
const WEBP_OPTIONS = { quality: 72, effort: 5 } as const;

/**
 * Renders and stores every variant of each image; returns the base URL of each image by name. One image at a time,
 * and libvips' cache of finished operations emptied after: this runs when a server starts on a storage without the
 * demo images, and four renders at once, each 1600 px of raw pixels on several threads, left the server holding
 * about 170 MB more for the rest of its life (the C allocator keeps what its threads' arenas once held).
 */
export async function storeDemoImages(storage: Storage, images: DemoImage[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  try {
    for (const image of images) urls.set(image.name, await storeImage(storage, image));
  } finally {
    sharp.cache(false);
    sharp.cache(true);
  }
  return urls;
}

/**
 * A catalogue seeded by an earlier version may lack a width added since to IMAGE_WIDTHS: the browser would then pick
 * a missing file. Renders the demo images again when any variant of one of them is missing; resolves true if it did.
 */
export async function completeDemoImages(storage: Storage, images: DemoImage[]): Promise<boolean> {
  const keys = images.flatMap((image) =>
    IMAGE_WIDTHS.map((width) => variantPath(`${DEMO_KEY_PREFIX}/${image.name}`, width)),
  );
  const present = await Promise.all(keys.map(async (key) => (await storage.get(key)) !== null));
  if (present.every(Boolean)) return false;
  await storeDemoImages(storage, images);
  return true;
}

async function storeImage(storage: Storage, image: DemoImage): Promise<string> {
  // Rasterise the SVG once at the largest width, then scale the raw pixels down: far cheaper than four renders.
  const density = (72 * LARGEST_WIDTH) / SCENE_WIDTH;
  const master = await sharp(Buffer.from(image.svg()), { density }).raw().toBuffer({ resolveWithObject: true });
  const { width: masterWidth, height, channels } = master.info;
  const baseKey = `${DEMO_KEY_PREFIX}/${image.name}`;
  let baseUrl = "";
  for (const width of IMAGE_WIDTHS) {
    const bytes = await sharp(master.data, { raw: { width: masterWidth, height, channels } })
      .resize({ width })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    const { url } = await storage.put(variantPath(baseKey, width), bytes, "image/webp");
    baseUrl = url.slice(0, -`-${width}.webp`.length);
  }
  return baseUrl;
}
