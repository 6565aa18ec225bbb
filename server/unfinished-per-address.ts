// One client address holds at most a few unfinished requests (issue 28 item 1): a request counts from its arrival
// here until its answer is sent or its connection lost. Beyond the limit a request is refused at once with 429 and
// Retry-After, before its body is read or it waits for admission, so one address cannot fill the server with slow
// bodies or queued requests. Browsers open at most 6 connections to a site, so a visitor never reaches it.
import type { NextFunction, Request, Response } from "express";

const BUSY_MESSAGE = "Trop de requêtes en cours depuis votre adresse : réessayez dans quelques secondes.\n";
const RETRY_AFTER_SECONDS = 5;

export function unfinishedPerAddress({ max }: { max: number }) {
  const counts = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    // `req.ip` follows TRUST_PROXY: behind a trusted proxy it is the visitor's address, else the connection's.
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const current = counts.get(address) ?? 0;
    if (current >= max) {
      res
        .status(429)
        .set({
          "Retry-After": String(RETRY_AFTER_SECONDS),
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          // A body left unread: this connection cannot carry another request.
          ...(req.method === "GET" || req.method === "HEAD" ? {} : { Connection: "close" }),
        })
        .send(BUSY_MESSAGE);
      return;
    }
    counts.set(address, current + 1);
    res.once("close", () => {
      const left = (counts.get(address) ?? 1) - 1;
      if (left > 0) counts.set(address, left);
      else counts.delete(address);
    });
    next();
  };
}
