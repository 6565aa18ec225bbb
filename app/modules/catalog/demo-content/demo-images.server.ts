// Renders the demo SVG drawings to WebP variants (app/modules/media/image-variants.ts) and stores them.
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_WIDTHS, variantPath, type ImageWidth } from "../../media/image-variants.ts";
import type { Storage } from "../../media/storage.server.ts";
import type { RenderedVariant, RenderRequest } from "./render-demo-images.worker.ts";
import { SCENE_WIDTH } from "./svg-parts.ts";
import type { DemoImage } from "./types.ts";

export const DEMO_KEY_PREFIX = "demo";
/** The renderer's path from the project folder: the server's bundle runs away from this folder (services.server.ts). */
export const DEMO_IMAGE_RENDERER = "app/modules/catalog/demo-content/render-demo-images.worker.ts";
const HERE = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
// Flat drawings: quality 72 keeps every 1600 px variant under 50 KB (budget 60 KB) without visible artefacts.
const WEBP_OPTIONS = { quality: 72, effort: 5 } as const;

export type DemoImageOptions = {
  /** Override when this module is bundled away from its folder: the project folder joined to DEMO_IMAGE_RENDERER. */
  renderer?: string;
};

/**
 * Renders and stores every variant of each image; returns the base URL of each image by name. The rendering runs in
 * a child process that ends after: in the server itself, libvips' pixel buffers and the C allocator's arenas of its
 * threads stayed for the rest of the server's life (100–170 MB of resident memory for a render at start).
 */
export async function storeDemoImages(
  storage: Storage,
  images: DemoImage[],
  options: DemoImageOptions = {},
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  let stored = Promise.resolve();
  const store = ({ name, width, bytes }: RenderedVariant) => {
    stored = stored.then(async () => {
      const { url } = await storage.put(
        variantPath(`${DEMO_KEY_PREFIX}/${name}`, width as ImageWidth),
        bytes,
        "image/webp",
      );
      urls.set(name, url.slice(0, -`-${width}.webp`.length));
    });
  };
  await renderInChild(
    options.renderer ?? path.join(HERE, "render-demo-images.worker.ts"),
    {
      images: images.map((image) => ({ name: image.name, svg: image.svg() })),
      widths: IMAGE_WIDTHS,
      density: (72 * LARGEST_WIDTH) / SCENE_WIDTH,
      webp: WEBP_OPTIONS,
    },
    store,
  );
  await stored;
  return urls;
}

/**
 * A catalogue seeded by an earlier version may lack a width added since to IMAGE_WIDTHS: the browser would then pick
 * a missing file. Renders the demo images again when any variant of one of them is missing; resolves true if it did.
 */
export async function completeDemoImages(
  storage: Storage,
  images: DemoImage[],
  options: DemoImageOptions = {},
): Promise<boolean> {
  const keys = images.flatMap((image) =>
    IMAGE_WIDTHS.map((width) => variantPath(`${DEMO_KEY_PREFIX}/${image.name}`, width)),
  );
  const present = await Promise.all(keys.map(async (key) => (await storage.get(key)) !== null));
  if (present.every(Boolean)) return false;
  await storeDemoImages(storage, images, options);
  return true;
}

/** Forks the renderer, hands it the request, and resolves once it has sent every variant and exited cleanly. */
function renderInChild(
  renderer: string,
  request: RenderRequest,
  onVariant: (variant: RenderedVariant) => void,
): Promise<void> {
  const child = fork(renderer, [], {
    serialization: "advanced",
    execArgv: [],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let errorOutput = "";
  child.stderr?.on("data", (chunk: Buffer) => (errorOutput += String(chunk)));
  child.on("message", (message) => onVariant(message as RenderedVariant));
  child.send(request);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the demo images were not rendered (exit ${code ?? signal}): ${errorOutput.slice(-2000)}`));
    });
  });
}
