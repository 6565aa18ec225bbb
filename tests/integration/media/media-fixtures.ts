// Files for the upload tests: real images made by sharp, a minimal MP4 (an ISO BMFF `ftyp` box, what file-type reads)
// and files whose name lies about their bytes.
import sharp from "sharp";

export async function pngImage(width = 1200, height = 800, color = { r: 30, g: 120, b: 200 }): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Uint8Array(bytes);
}

export async function jpegImage(width = 900, height = 600): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(bytes);
}

/** An `ftyp` box of brand isom followed by an empty `mdat`: enough to be recognised as video/mp4. */
export function mp4Video(extraBytes = 2048): Uint8Array {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
  ]);
  const mdatSize = 8 + extraBytes;
  const mdat = Buffer.concat([
    Buffer.from([(mdatSize >>> 24) & 255, (mdatSize >>> 16) & 255, (mdatSize >>> 8) & 255, mdatSize & 255]),
    Buffer.from("mdat"),
    Buffer.alloc(extraBytes, 7),
  ]);
  return new Uint8Array(Buffer.concat([ftyp, mdat]));
}

/** A PNG signature padded to `size` bytes: a PNG by its first bytes, too large before any decoding. */
export function paddedPng(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return bytes;
}

export function uploadForm(field: string, files: Array<{ bytes: Uint8Array; name: string; type: string }>): FormData {
  const formData = new FormData();
  for (const file of files)
    formData.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return formData;
}
