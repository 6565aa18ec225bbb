// The S3-compatible storage (DESIGN.md "Media"), chosen by STORAGE_URL when several servers share the files: AWS S3,
// MinIO, Cloudflare R2, Scaleway, OVH… Objects are addressed path-style (`<endpoint>/<bucket>/<key>`), which every
// one of them accepts. Visitors still get the files from this site's `/uploads/...` (server/serve-uploads.ts): the
// bucket can stay private, and the URLs do not change with the storage.
import { assertValidKey, type Storage, type StoredFile } from "./storage.server.ts";
import { type S3Credentials, sha256Hex, signS3Request } from "./s3-signature.server.ts";

export type S3StorageOptions = S3Credentials & {
  /** http(s)://host[:port] of the S3 API. */
  endpoint: string;
  bucket: string;
  /** Folder inside the bucket (no leading or trailing slash), or "". */
  keyPrefix?: string;
  publicPrefix?: string;
  fetch?: typeof fetch;
};

const EMPTY_HASH = sha256Hex(new Uint8Array());

export function createS3Storage(options: S3StorageOptions): Storage {
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const keyPrefix = options.keyPrefix ? `${options.keyPrefix.replace(/^\/+|\/+$/g, "")}/` : "";
  const publicPrefix = (options.publicPrefix ?? "/uploads").replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    assertValidKey(key);
    const url = new URL(`${endpoint}/${options.bucket}/${keyPrefix}${key}`);
    const payloadHash = body ? sha256Hex(body) : EMPTY_HASH;
    const headers = signS3Request(
      { method, url, payloadHash, headers: contentType ? { "content-type": contentType } : {} },
      credentials,
    );
    return doFetch(url, {
      method,
      headers,
      body: body ? new Blob([new Uint8Array(body)]) : undefined,
    });
  }

  async function fail(response: Response, what: string): Promise<never> {
    const detail = (await response.text()).match(/<Code>([^<]*)<\/Code>/)?.[1] ?? "";
    throw new Error(`S3 ${what} failed: HTTP ${response.status} ${detail}`.trim());
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, contentType);
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
      return { url: `${publicPrefix}/${key}` };
    },
    async get(key): Promise<StoredFile | null> {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
    },
    async delete(key) {
      const response = await send("DELETE", key);
      // S3 answers 204 whether the object existed or not; some servers say 404.
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}

/**
 * STORAGE_URL `s3://ACCESS_KEY_ID:SECRET@host[:port]/bucket[/folder]?region=eu-west-3` (https), or
 * `s3+http://…` for a server without TLS on a private network. Key and secret are percent-encoded.
 */
export function parseS3StorageUrl(storageUrl: string): Omit<S3StorageOptions, "fetch" | "publicPrefix"> {
  const url = new URL(storageUrl);
  const scheme = url.protocol === "s3:" ? "https" : url.protocol === "s3+http:" ? "http" : null;
  if (!scheme) throw new Error("STORAGE_URL must start with s3:// or s3+http://");
  const [bucket = "", ...folder] = url.pathname.split("/").filter(Boolean);
  if (!url.username || !url.password)
    throw new Error("STORAGE_URL must hold the access key id and secret: s3://KEY:SECRET@host/bucket");
  if (!bucket) throw new Error("STORAGE_URL must name the bucket: s3://KEY:SECRET@host/bucket");
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    keyPrefix: folder.join("/"),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    region: url.searchParams.get("region") || "us-east-1",
  };
}
