// The local disk and the S3-compatible storage pass the same contract; the S3 one runs against an S3 server in this
// process that checks every request's signature. `/uploads/...` serves both alike.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "../../../app/modules/media/create-storage.server.ts";
import { createS3Storage, parseS3StorageUrl } from "../../../app/modules/media/s3-storage.server.ts";
import { createLocalStorage, type Storage } from "../../../app/modules/media/storage.server.ts";
import { serveUploads } from "../../../server/serve-uploads.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { describeStorageContract } from "./storage-contract.ts";

let root: string;
let local: Storage;
let s3: TestS3Server;
let s3Storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bpe-storage-"));
  local = createLocalStorage(path.join(root, "uploads"));
  s3 = await startTestS3Server();
  s3Storage = createStorage({ storageUrl: s3.storageUrl, dataDir: root });
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describeStorageContract("local disk", () => local);
describeStorageContract("S3-compatible (STORAGE_URL)", () => s3Storage);

describe("local storage", () => {
  it("keeps its files under the uploads directory", async () => {
    await local.put("products/abc/photo-320.webp", new Uint8Array([1]), "image/webp");
    expect(await readdir(path.join(root, "uploads/products/abc"))).toContain("photo-320.webp");
    await local.delete("../secret").catch(() => undefined);
    expect(await readdir(root)).not.toContain("secret");
  });

  it("uses the public prefix it is given", async () => {
    const cdn = createLocalStorage(path.join(root, "other"), "/media/");
    expect(await cdn.put("a.pdf", new Uint8Array([1]), "application/pdf")).toEqual({ url: "/media/a.pdf" });
  });
});

describe("S3 storage", () => {
  it("reads STORAGE_URL: endpoint, bucket, folder, encoded secret and region", () => {
    expect(parseS3StorageUrl("s3://AKID:se%2Fcret@s3.eu-west-3.amazonaws.com/bpe/site-1?region=eu-west-3")).toEqual({
      endpoint: "https://s3.eu-west-3.amazonaws.com",
      bucket: "bpe",
      keyPrefix: "site-1",
      accessKeyId: "AKID",
      secretAccessKey: "se/cret",
      region: "eu-west-3",
    });
    expect(parseS3StorageUrl("s3+http://k:s@minio:9000/b").endpoint).toBe("http://minio:9000");
    expect(parseS3StorageUrl("s3+http://k:s@minio:9000/b").region).toBe("us-east-1");
    expect(() => parseS3StorageUrl("https://k:s@host/b")).toThrow(/s3:\/\//);
    expect(() => parseS3StorageUrl("s3://host/b")).toThrow(/access key/);
  });

  it("writes objects path-style into the bucket, under its folder", async () => {
    const inFolder = createS3Storage({ ...parseS3StorageUrl(s3.storageUrl), keyPrefix: "site-1" });
    await inFolder.put("demo/a-320.webp", new Uint8Array([9]), "image/webp");
    expect(s3.objects.get("site-1/demo/a-320.webp")?.contentType).toBe("image/webp");
    expect(s3.requests).toContain(`PUT /${s3.bucket}/site-1/demo/a-320.webp`);
  });

  it("fails loudly when the server refuses the signature", async () => {
    const wrong = createS3Storage({ ...parseS3StorageUrl(s3.storageUrl), secretAccessKey: "not-the-secret" });
    await expect(wrong.put("x.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.get("x.webp")).rejects.toThrow(/403/);
  });
});

describe("/uploads/... for visitors", () => {
  async function serve(storageUrl: string, storage: Storage) {
    const app = express();
    app.use("/uploads", serveUploads({ storageUrl, uploadsDir: path.join(root, "uploads"), storage }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("serves a stored file with the same type and immutable caching from the disk and from S3", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    for (const [storageUrl, storage] of [
      ["", local],
      [s3.storageUrl, s3Storage],
    ] as const) {
      await storage.put("served/cover-640.webp", bytes, "image/webp");
      const site = await serve(storageUrl, storage);
      try {
        const response = await fetch(`${site.base}/served/cover-640.webp`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/webp");
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
        expect((await fetch(`${site.base}/served/missing-640.webp`)).status).toBe(404);
        // express.static answers 403 to a path that climbs out, the S3 reader 404: never the file.
        expect([403, 404]).toContain((await fetch(`${site.base}/served/..%2F..%2Fsecret`)).status);
      } finally {
        await site.close();
      }
    }
  });
});
