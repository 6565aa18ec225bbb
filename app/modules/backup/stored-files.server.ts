// The uploaded files a backup carries: the folder DATA_DIR/uploads, or the S3-compatible store of STORAGE_URL. Reads
// and writes go through the app's own storage; listing, which the app never needs, is here: a walk of the folder, or
// S3's ListObjectsV2 signed like the storage's other calls. A restore writes the archive's files to a staging area
// (a folder beside the uploads, or a staging folder inside the bucket's) and swaps them in only once all checked out.
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createStorage } from "../media/create-storage.server.ts";
import { sha256Hex, signS3Request } from "../media/s3-signature.server.ts";
import { createS3Storage, parseS3StorageUrl } from "../media/s3-storage.server.ts";
import { createLocalStorage, type Storage } from "../media/storage.server.ts";
import { BACKUPS_PREFIX, isBackedUpKey } from "./backup-prefix.ts";
import {
  openLocalRead,
  openS3Read,
  putLocalFile,
  putS3File,
  type S3Location,
  type StoredFileStream,
} from "./stored-file-streams.server.ts";

export type StoredFiles = {
  storage: Storage;
  /** Where they are, for messages. */
  where: string;
  listKeys(): Promise<string[]>;
  /** A new, empty staging area for a restore (what a previous, interrupted one left there is removed). */
  stage(): Promise<StagedFiles>;
  /** A stored file as a stream (a backup archive is never read whole into memory), or null when it is missing. */
  openRead(key: string): Promise<StoredFileStream | null>;
  /** Stores the file at `file` on disk under `key`, streamed. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
};

export type StagedFiles = {
  storage: Storage;
  /** Puts the staged files in place of the stored ones, which are kept aside until `finish` or `undo`. */
  swapIn(): Promise<void>;
  /** After a swap: puts the stored files back as they were. */
  undo(): Promise<void>;
  /** After a swap: drops the files set aside. */
  finish(): Promise<void>;
  /** Without a swap: drops the staged files. */
  discard(): Promise<void>;
};

/** Folders of a restore inside an S3 store's folder, never listed as the app's files. */
const S3_STAGING = "_restore-staging";
const S3_PREVIOUS = "_restore-previous";

export function openStoredFiles(options: { storageUrl: string | undefined; dataDir: string }): StoredFiles {
  const storage = createStorage(options);
  if (options.storageUrl) {
    const s3 = parseS3StorageUrl(options.storageUrl);
    const listKeys = async () =>
      (await listS3Keys(s3)).filter((key) => ![S3_STAGING, S3_PREVIOUS].includes(key.split("/")[0]!));
    return {
      storage,
      where: `s3 ${s3.endpoint}/${s3.bucket}/${s3.keyPrefix ?? ""}`,
      listKeys,
      stage: () => stageS3(s3, storage, listKeys),
      openRead: (key) => openS3Read(s3, key),
      putFile: (key, file, contentType) => putS3File(s3, key, file, contentType),
    };
  }
  const root = path.resolve(options.dataDir, "uploads");
  return {
    storage,
    where: root,
    listKeys: () => listLocalKeys(root),
    stage: () => stageLocal(root),
    openRead: (key) => openLocalRead(root, key),
    putFile: (key, file) => putLocalFile(root, key, file),
  };
}

/** Beside the uploads folder; the swap is two renames. */
async function stageLocal(root: string): Promise<StagedFiles> {
  const staging = `${root}-restore-staging`;
  const previous = `${root}-restore-previous`;
  await rm(staging, { recursive: true, force: true });
  await rm(previous, { recursive: true, force: true });
  const exists = (folder: string) =>
    stat(folder).then(
      () => true,
      () => false,
    );
  let movedAside = false;
  let placed = false;
  let backupsMoved = false;
  return {
    storage: createLocalStorage(staging),
    async swapIn() {
      await mkdir(staging, { recursive: true });
      if (await exists(root)) {
        await rename(root, previous);
        movedAside = true;
      }
      await rename(staging, root);
      placed = true;
      // The stored backups are not the archive's: they stay where they were.
      if (await exists(path.join(previous, BACKUPS_PREFIX))) {
        await mkdir(path.dirname(path.join(root, BACKUPS_PREFIX)), { recursive: true });
        await rename(path.join(previous, BACKUPS_PREFIX), path.join(root, BACKUPS_PREFIX));
        backupsMoved = true;
      }
    },
    async undo() {
      if (backupsMoved) await rename(path.join(root, BACKUPS_PREFIX), path.join(previous, BACKUPS_PREFIX));
      if (placed) await rm(root, { recursive: true, force: true });
      if (movedAside) await rename(previous, root);
    },
    finish: () => rm(previous, { recursive: true, force: true }),
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}

/** S3 has no rename: the swap copies the objects (through this process) and deletes the originals. */
async function stageS3(s3: S3Location, live: Storage, listLive: () => Promise<string[]>): Promise<StagedFiles> {
  const folder = (name: string) => ({ ...s3, keyPrefix: [s3.keyPrefix, name].filter(Boolean).join("/") });
  const staging = createS3Storage(folder(S3_STAGING));
  const previous = createS3Storage(folder(S3_PREVIOUS));
  const keysIn = (name: string) => listS3Keys(folder(name));
  const placed: string[] = [];
  const move = async (keys: string[], from: Storage, to: Storage, moved?: string[]) => {
    for (const key of keys) {
      const file = await from.get(key);
      if (!file) throw new Error(`Fichier disparu pendant la restauration : ${key}`);
      await to.put(key, file.bytes, file.contentType);
      moved?.push(key);
      await from.delete(key);
    }
  };
  const clear = async (storage: Storage, keys: string[]) => {
    for (const key of keys) await storage.delete(key);
  };
  await clear(staging, await keysIn(S3_STAGING));
  await clear(previous, await keysIn(S3_PREVIOUS));
  return {
    storage: staging,
    async swapIn() {
      // The stored backups are not the archive's: they stay where they were.
      await move((await listLive()).filter(isBackedUpKey), live, previous);
      await move(await keysIn(S3_STAGING), staging, live, placed);
    },
    async undo() {
      // The archive's files out, the ones set aside back (a key in both is the one set aside).
      await clear(live, placed);
      await move(await keysIn(S3_PREVIOUS), previous, live);
    },
    finish: async () => clear(previous, await keysIn(S3_PREVIOUS)),
    discard: async () => clear(staging, await keysIn(S3_STAGING)),
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
