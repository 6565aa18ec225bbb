// A short-lived child process (demo-images.server.ts forks it): renders SVG drawings to WebP variants and sends each
// file to its parent, then exits. libvips' pixel buffers and the C allocator's arenas its threads grew end with it,
// instead of staying in the app server for the rest of its life. Run by node as is: no import but sharp.
import sharp from "sharp";

export type RenderRequest = {
  images: Array<{ name: string; svg: string }>;
  widths: readonly number[];
  /** Rasterises each SVG once at the largest width; the smaller ones are scaled from those raw pixels. */
  density: number;
  webp: { quality: number; effort: number };
};
export type RenderedVariant = { name: string; width: number; bytes: Uint8Array };

function send(variant: RenderedVariant): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send!(variant, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

async function render({ images, widths, density, webp }: RenderRequest): Promise<void> {
  for (const image of images) {
    const master = await sharp(Buffer.from(image.svg), { density }).raw().toBuffer({ resolveWithObject: true });
    const { width: masterWidth, height, channels } = master.info;
    for (const width of widths) {
      const bytes = await sharp(master.data, { raw: { width: masterWidth, height, channels } })
        .resize({ width })
        .webp(webp)
        .toBuffer();
      await send({ name: image.name, width, bytes });
    }
  }
}

process.once("message", (request: RenderRequest) => {
  render(request).then(
    () => process.disconnect(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
