// A small S3-compatible server in the test process, speaking the calls the app's S3 storage makes (PUT, GET, HEAD and
// DELETE of one object, path-style), written from the S3 API reference. It checks each request's Signature V4 and
// payload hash and refuses a wrong one with 403 SignatureDoesNotMatch, as S3 does; objects live in memory.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sha256Hex, signS3Request } from "../../app/modules/media/s3-signature.server.ts";

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3+http://…` for STORAGE_URL. */
  storageUrl: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request received, as "METHOD /bucket/key". */
  requests: string[];
  close(): Promise<void>;
};

export async function startTestS3Server(): Promise<TestS3Server> {
  const bucket = "bpe-test";
  const credentials = { accessKeyId: "TESTKEY", secretAccessKey: "test/secret+key", region: "eu-west-3" };
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];
  // Small, so a listing of a few dozen files already takes several pages.
  const listPageSize = 10;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      requests.push(`${req.method} ${url.pathname}`);
      const error = (status: number, code: string) => {
        res.writeHead(status, { "Content-Type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      if (!isSigned(req, url, body)) return error(403, "SignatureDoesNotMatch");
      const [, bucketName, ...keyParts] = url.pathname.split("/");
      if (bucketName !== bucket) return error(404, "NoSuchBucket");
      const key = decodeURIComponent(keyParts.join("/"));
      if (req.method === "GET" && key === "" && url.searchParams.get("list-type") === "2") return list(res, url);
      if (req.method === "PUT") {
        objects.set(key, { bytes: body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
        res.writeHead(200, { ETag: `"${sha256Hex(body).slice(0, 32)}"` });
        return res.end();
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === "GET" || req.method === "HEAD") {
        const object = objects.get(key);
        if (!object) return error(404, "NoSuchKey");
        res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.byteLength });
        return res.end(req.method === "GET" ? object.bytes : undefined);
      }
      error(405, "MethodNotAllowed");
    });
  });

  /** ListObjectsV2: keys under `prefix`, in order, `max-keys` (default 1000) a page, continued by the last key. */
  function list(res: http.ServerResponse, url: URL) {
    const prefix = url.searchParams.get("prefix") ?? "";
    const after = url.searchParams.get("continuation-token") ?? "";
    const maxKeys = Number(url.searchParams.get("max-keys") ?? listPageSize);
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    res.writeHead(200, { "Content-Type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
        (truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : "") +
        page
          .map((key) => `<Contents><Key>${key}</Key><Size>${objects.get(key)!.bytes.byteLength}</Size></Contents>`)
          .join("") +
        "</ListBucketResult>",
    );
  }

  function isSigned(req: http.IncomingMessage, url: URL, body: Buffer): boolean {
    const authorization = String(req.headers.authorization ?? "");
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
        authorization,
      );
    if (!match || match[1] !== credentials.accessKeyId || match[2] !== credentials.region) return false;
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (payloadHash !== sha256Hex(body)) return false;
    const date = String(req.headers["x-amz-date"] ?? "");
    const when = new Date(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (Number.isNaN(when.getTime()) || Math.abs(Date.now() - when.getTime()) > 15 * 60 * 1000) return false;
    const signedNames = match[3]!
      .split(";")
      .filter((name) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(name));
    const headers = Object.fromEntries(signedNames.map((name) => [name, String(req.headers[name] ?? "")]));
    const expected = signS3Request({ method: req.method ?? "GET", url, headers, payloadHash }, credentials, when);
    return expected.authorization === authorization;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    ...credentials,
    storageUrl: `s3+http://${credentials.accessKeyId}:${encodeURIComponent(credentials.secretAccessKey)}@127.0.0.1:${port}/${bucket}?region=${credentials.region}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
