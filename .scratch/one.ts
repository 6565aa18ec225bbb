import sharp from "sharp";
import { listDemoImages } from "../app/modules/catalog/demo-content/index.ts";
const image = listDemoImages().find((i) => i.name === process.argv[2])!;
await sharp(Buffer.from(image.svg()), { density: 36 }).png().toFile(`/tmp/demo-png/${image.name}.png`);
