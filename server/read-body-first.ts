// A request's body is read to its end BEFORE the request takes an admission slot (issue 28 item 1). Before, the
// router read it while holding one of the few slots (server/admission.ts), and a client sending one byte every few
// seconds held it for as long as Node let it (300 s): four such clients froze every uncached page. Here the body is
// read with a size cap and a deadline, outside admission; the router then gets it whole from memory
// (server/router-handler.ts). What comes too slowly gets 408, what is too large 413, both closing the connection.
import type { NextFunction, Request, Response } from "express";

/** The body read by `readBodyFirst`, handed over to the router once (undefined for GET and HEAD). */
export function takeBufferedBody(res: Response): Buffer<ArrayBuffer> | undefined {
  const body = res.locals.body as Buffer<ArrayBuffer> | undefined;
  delete res.locals.body;
  return body;
}

const SLOW_MESSAGE = "La requête est arrivée trop lentement : réessayez.\n";
const LARGE_MESSAGE = "Le contenu envoyé est trop volumineux.\n";

/** Every body has this long at least… */
const BODY_BASE_DEADLINE_MS = 10_000;
/** …plus one second per this many bytes declared or received, so a large upload on a slow link still arrives… */
const MIN_BYTES_PER_SECOND = 32 * 1024;
/** …and never longer than this (also the HTTP server's requestTimeout, server/index.ts). */
export const BODY_MAX_DEADLINE_MS = 120_000;

/** `maxBytesFor`: the largest body a request's path may send (past it: 413). */
export function readBodyFirst({ maxBytesFor }: { maxBytesFor: (path: string) => number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const maxBytes = maxBytesFor(req.path);
    const declared = Number(req.get("content-length") ?? 0);
    const refuse = (status: number, message: string) => {
      cleanUp();
      if (res.headersSent) return;
      res
        .status(status)
        .set({ Connection: "close", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
        .send(message);
      // The rest of the body is not waited for: the connection ends with this answer.
      res.once("finish", () => req.destroy());
    };
    if (Number.isFinite(declared) && declared > maxBytes) return refuse(413, LARGE_MESSAGE);

    const started = Date.now();
    const chunks: Buffer[] = [];
    let received = 0;
    const allowedMs = () =>
      Math.min(
        BODY_MAX_DEADLINE_MS,
        BODY_BASE_DEADLINE_MS + (1000 * Math.max(declared || 0, received)) / MIN_BYTES_PER_SECOND,
      );
    let timer: NodeJS.Timeout;
    const arm = () => {
      const left = started + allowedMs() - Date.now();
      if (left <= 0) return refuse(408, SLOW_MESSAGE);
      timer = setTimeout(arm, left);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return refuse(413, LARGE_MESSAGE);
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      res.locals.body = Buffer.concat(chunks, received);
      next();
    };
    // The client went away mid-body: nothing to answer, nothing to admit.
    const onAbort = () => cleanUp();
    function cleanUp() {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      res.off("close", onAbort);
      req.resume();
    }
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onAbort);
    res.once("close", onAbort);
    arm();
  };
}
