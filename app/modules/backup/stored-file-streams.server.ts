// A backup archive moved between a local file and the storage without ever being held whole in memory (issue 32):
// read as a stream from the uploads folder or from S3 (a signed GET whose body is handed on as it arrives), and
// written from a file on disk (a copy then a rename locally; a signed PUT whose body streams from the file, its
// SHA-256 computed by a first pass over the file, so the request is signed as every other S3 call is).
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { sha256Hex, signS3Request } from "../media/s3-signature.server.ts";
import type { parseS3StorageUrl } from "../media/s3-storage.server.ts";
import { assertValidKey } from "../media/storage.server.ts";

export type S3Location = ReturnType<typeof parseS3StorageUrl>;

/** A stored file as a stream, with its size when the storage says it. */
export type StoredFileStream = { stream: Readable; bytes: number | null };

function localPath(root: string, key: string): string {
  assertValidKey(key);
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(root + path.sep)) throw new Error("Storage key escapes the root directory");
  return resolved;
}

export async function openLocalRead(root: string, key: string): Promise<StoredFileStream | null> {
  const handle = await open(localPath(root, key), "r").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "EISDIR") return null;
    throw error;
  });
  if (!handle) return null;
  const { size } = await handle.stat();
  return { stream: handle.createReadStream(), bytes: size };
}

export async function putLocalFile(root: string, key: string, file: string): Promise<void> {
  const target = localPath(root, key);
  await mkdir(path.dirname(target), { recursive: true });
  // Copy then rename, as the storage writes: a reader never sees half an archive.
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await copyFile(file, temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function objectUrl(s3: S3Location, key: string): URL {
  assertValidKey(key);
  const prefix = s3.keyPrefix ? `${s3.keyPrefix.replace(/^\/+|\/+$/g, "")}/` : "";
  return new URL(`${s3.endpoint}/${s3.bucket}/${prefix}${key}`);
}

async function failure(response: Response, what: string): Promise<Error> {
  const detail = (await response.text()).match(/<Code>([^<]*)<\/Code>/)?.[1] ?? "";
  return new Error(`S3 ${what} failed: HTTP ${response.status} ${detail}`.trim());
}

export async function openS3Read(s3: S3Location, key: string): Promise<StoredFileStream | null> {
  const url = objectUrl(s3, key);
  const headers = signS3Request({ method: "GET", url, payloadHash: sha256Hex(new Uint8Array()) }, s3);
  const response = await fetch(url, { headers });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) throw await failure(response, `GET ${key}`);
  const length = response.headers.get("content-length");
  return {
    stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    bytes: length === null ? null : Number(length),
  };
}

export async function putS3File(s3: S3Location, key: string, file: string, contentType: string): Promise<void> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  const url = objectUrl(s3, key);
  const { size } = await stat(file);
  const headers = signS3Request(
    { method: "PUT", url, payloadHash: hash.digest("hex"), headers: { "content-type": contentType } },
    s3,
  );
  const response = await fetch(url, {
    method: "PUT",
    headers: { ...headers, "content-length": String(size) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  if (!response.ok) throw await failure(response, `PUT ${key}`);
  await response.body?.cancel();
}
