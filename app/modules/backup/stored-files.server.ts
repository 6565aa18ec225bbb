// The uploaded files a backup carries: the folder DATA_DIR/uploads, or the S3-compatible store of STORAGE_URL. Reads
// and writes go through the app's own storage; listing, which the app never needs, is here: a walk of the folder, or
// S3's ListObjectsV2 signed like the storage's other calls.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { createStorage } from "../media/create-storage.server.ts";
import { sha256Hex, signS3Request } from "../media/s3-signature.server.ts";
import { parseS3StorageUrl } from "../media/s3-storage.server.ts";
import type { Storage } from "../media/storage.server.ts";

export type StoredFiles = {
  storage: Storage;
  /** Where they are, for messages. */
  where: string;
  listKeys(): Promise<string[]>;
  /** Removes every file (a forced restore). */
  clear(): Promise<void>;
};

export function openStoredFiles(options: { storageUrl: string | undefined; dataDir: string }): StoredFiles {
  const storage = createStorage(options);
  if (options.storageUrl) {
    const s3 = parseS3StorageUrl(options.storageUrl);
    const listKeys = () => listS3Keys(s3);
    return {
      storage,
      where: `s3 ${s3.endpoint}/${s3.bucket}/${s3.keyPrefix ?? ""}`,
      listKeys,
      async clear() {
        for (const key of await listKeys()) await storage.delete(key);
      },
    };
  }
  const root = path.resolve(options.dataDir, "uploads");
  return {
    storage,
    where: root,
    listKeys: () => listLocalKeys(root),
    clear: () => rm(root, { recursive: true, force: true }),
  };
}

async function listLocalKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return (
    entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      // A half-written upload (`name.<uuid>.tmp`) or a stray file with a name the storage refuses is not the app's.
      .filter((key) => key.split("/").every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
      .sort()
  );
}

type S3Location = ReturnType<typeof parseS3StorageUrl>;

async function listS3Keys(s3: S3Location): Promise<string[]> {
  const prefix = s3.keyPrefix ? `${s3.keyPrefix.replace(/^\/+|\/+$/g, "")}/` : "";
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const url = new URL(`${s3.endpoint}/${s3.bucket}`);
    url.searchParams.set("list-type", "2");
    if (prefix) url.searchParams.set("prefix", prefix);
    if (token) url.searchParams.set("continuation-token", token);
    const headers = signS3Request({ method: "GET", url, payloadHash: sha256Hex(new Uint8Array()) }, s3);
    const response = await fetch(url, { headers });
    const xml = await response.text();
    if (!response.ok)
      throw new Error(`S3 list failed: HTTP ${response.status} ${/<Code>([^<]*)</.exec(xml)?.[1] ?? ""}`);
    for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(xmlText(match[1]!).slice(prefix.length));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? xmlText(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? "")
      : undefined;
  } while (token);
  return keys.sort();
}

function xmlText(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
