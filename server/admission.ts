// Admission to the router: at most `concurrency` requests are rendered or acted on at once, the others wait their
// turn in arrival order (issue 19 item 5, the mixed load). Without it, 100 simultaneous visitors all start at once and
// share the process and the database's connections: a page that needs several queries one after another (a
// back-office list) waits behind every other request at each of them, and passed 30 s on the embedded database,
// whose one connection runs inside this process. In turn, each request waits about (requests ahead ÷ throughput)
// and is then served as fast as when the server is quiet. Kept pages, files and the health check never wait: they
// are answered before this. A request that waits for another thread (a PDF being drawn) steps aside meanwhile
// (app/modules/routing/admission-slot.ts).
import type { NextFunction, Request, Response } from "express";
import { type AdmissionSlot, runInSlot } from "../app/modules/routing/admission-slot.ts";

export type AdmissionOptions = {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting at most; past it a request is refused at once with 503 and Retry-After. */
  maxWaiting: number;
};

export type Admission = ((req: Request, res: Response, next: NextFunction) => void) & {
  readonly running: number;
  readonly waiting: number;
};

const BUSY_MESSAGE = "Le site est très sollicité : réessayez dans quelques secondes.\n";

export function admission({ concurrency, maxWaiting }: AdmissionOptions): Admission {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const start = queue.shift();
    if (start) start();
  };

  const admit = (res: Response, next: NextFunction) => {
    running += 1;
    let isHolding = true;
    let isClosed = false;
    let resume: (() => void) | undefined;
    const giveBack = () => {
      if (!isHolding) return;
      isHolding = false;
      release();
    };
    // 'close' comes once the answer is sent or the connection is lost, whichever first.
    res.once("close", () => {
      isClosed = true;
      giveBack();
      if (resume) {
        const index = queue.indexOf(resume);
        if (index >= 0) queue.splice(index, 1);
        resume();
      }
    });
    const slot: AdmissionSlot = {
      stepAside() {
        giveBack();
        return () =>
          new Promise<void>((resolve) => {
            const takeBack = () => {
              resume = undefined;
              if (!isClosed) {
                running += 1;
                isHolding = true;
              }
              resolve();
            };
            if (isClosed || running < concurrency) return takeBack();
            // Ahead of those that have not started: this request has already done part of its work.
            resume = takeBack;
            queue.unshift(takeBack);
          });
      },
    };
    runInSlot(slot, next);
  };

  const middleware = (_req: Request, res: Response, next: NextFunction) => {
    if (running < concurrency) return admit(res, next);
    if (queue.length >= maxWaiting) {
      res.status(503).set({ "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" }).send(BUSY_MESSAGE);
      return;
    }
    const start = () => {
      res.off("close", leave);
      admit(res, next);
    };
    // A visitor who leaves while waiting gives up the place.
    const leave = () => {
      const index = queue.indexOf(start);
      if (index >= 0) queue.splice(index, 1);
    };
    res.once("close", leave);
    queue.push(start);
  };
  return Object.defineProperties(middleware, {
    running: { get: () => running },
    waiting: { get: () => queue.length },
  }) as Admission;
}
