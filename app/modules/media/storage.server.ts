// Where uploaded and generated files live (DESIGN.md "Media"). Local disk under `${DATA_DIR}/uploads` for now;
// an S3-compatible implementation can replace it behind the same interface.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Storage {
  /** Writes (or overwrites) the file and returns its public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const MAX_KEY_LENGTH = 512;
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

// The local disk keeps no metadata: the type comes from the extension, as the static file server does it.
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".pdf": "application/pdf",
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Keys are relative paths like `demo/tiny-house-1-640.webp`: segments of letters, digits, '.', '_' and '-',
 * none starting with a dot, so `..`, absolute paths, backslashes and hidden files are refused.
 */
export function assertValidKey(key: string): void {
  const isValid =
    key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split("/").every((segment) => KEY_SEGMENT.test(segment));
  if (!isValid) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

export function createLocalStorage(rootDir: string, publicPrefix = "/uploads"): Storage {
  const root = path.resolve(rootDir);
  const prefix = publicPrefix.replace(/\/+$/, "");

  function filePath(key: string): string {
    assertValidKey(key);
    const resolved = path.resolve(root, key);
    // Belt and braces: the key check already keeps paths inside the root.
    if (!resolved.startsWith(root + path.sep)) throw new Error("Storage key escapes the root directory");
    return resolved;
  }

  return {
    async put(key, bytes) {
      const target = filePath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return { url: `${prefix}/${key}` };
    },
    async get(key) {
      try {
        const bytes = await readFile(filePath(key));
        return {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: contentTypeForKey(key),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(filePath(key), { force: true });
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "EISDIR");
}
