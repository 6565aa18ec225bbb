// React Router behind Express, as @react-router/express does it, but with the body already read in memory
// (server/read-body-first.ts): the router never waits on the client while it holds an admission slot.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createRouterHandler } from "react-router";
import { takeBufferedBody } from "./read-body-first.ts";

type Options = {
  build: Parameters<typeof createRouterHandler>[0];
  mode: string;
  getLoadContext: (req: Request, res: Response) => Promise<unknown>;
};

export function routerHandler({ build, mode, getLoadContext }: Options) {
  const handle = createRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = await getLoadContext(req, res);
      const response = await handle(toFetchRequest(req, res), context as Parameters<typeof handle>[1]);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

/** The same URL as @react-router/express builds (X-Forwarded-Host only behind a trusted proxy). */
function requestUrl(req: Request): string {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`).href;
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  // GET and HEAD have none (readBodyFirst reads no body for them).
  const body = takeBufferedBody(res);
  return new Request(requestUrl(req), {
    method: req.method,
    headers: toHeaders(req),
    signal,
    // The Blob then holds the only copy: a 60 MB upload is not kept in memory two or three times over.
    ...(body ? { body: new Blob([body]) } : {}),
  });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
