// One HTTPS request trusting a given certificate (the test's self-signed one), from a chosen local address (a
// visitor's address on 127.0.0.0/8, to see it through the proxy), answered with every Set-Cookie header.
import https from "node:https";

export type HttpsAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export function httpsRequest(
  url: string,
  options: {
    ca: Buffer;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
