// The storage the app runs on: the local disk under DATA_DIR/uploads, or S3-compatible storage when STORAGE_URL is set.
import path from "node:path";
import { createS3Storage, parseS3StorageUrl } from "./s3-storage.server.ts";
import { createLocalStorage, type Storage } from "./storage.server.ts";

export function createStorage(options: { storageUrl: string | undefined; dataDir: string }): Storage {
  if (options.storageUrl) return createS3Storage(parseS3StorageUrl(options.storageUrl));
  return createLocalStorage(path.join(options.dataDir, "uploads"));
}
