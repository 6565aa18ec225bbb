// `/uploads/...` for visitors, whatever the storage (DESIGN.md "Media"): files on this machine's disk go through
// express.static; with S3-compatible storage (STORAGE_URL) this server reads the object and answers it with the same
// headers, so pages keep the same URLs and the bucket stays private. Stored files never change (new uploads get new
// keys), hence a year of immutable caching.
import express from "express";
import type { Storage } from "../app/modules/media/storage.server.ts";
import { assertValidKey } from "../app/modules/media/storage.server.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keys under `private/` (a shipment's bill of lading and photos) are the back office's to serve, never public. */
const isPrivatePath = (pathname: string) => /^\/*private(\/|$)/i.test(decodeURIComponentSafe(pathname));

function decodeURIComponentSafe(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function serveUploads(options: { storageUrl: string; uploadsDir: string; storage: Storage }): express.Handler {
  const serve = servePublicUploads(options);
  return (req, res, next) => {
    if (isPrivatePath(req.path)) {
      res.status(404).end();
      return;
    }
    serve(req, res, next);
  };
}

function servePublicUploads(options: { storageUrl: string; uploadsDir: string; storage: Storage }): express.Handler {
  if (!options.storageUrl) {
    return express.static(options.uploadsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").end();
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/+/, ""));
      assertValidKey(key);
    } catch {
      res.status(404).end();
      return;
    }
    options.storage.get(key).then((file) => {
      if (!file) {
        res.status(404).end();
        return;
      }
      res.set({
        "Content-Type": file.contentType,
        "Cache-Control": `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
        "Content-Length": String(file.bytes.byteLength),
      });
      res
        .status(200)
        .end(
          req.method === "HEAD"
            ? undefined
            : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        );
    }, next);
  };
}
