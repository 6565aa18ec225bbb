// Restart without losing a request (issue 32 item 4). On SIGTERM (systemd's stop, a deployment's restart) the server
// stops taking connections at once (a proxy in front gets "connection refused" and sends the request to another
// server: nothing was sent, so even a POST is safe to retry), answers /readyz with 503, closes idle keep-alive
// connections, and lets every request in flight (those waiting at the admission too) finish, their answers saying
// "Connection: close". Past the deadline, the connections still open are cut. Then the background work stops, handing
// back what it holds (app/services.server.ts: the scheduler's leases, the outbox's claimed rows), and the database
// closes.
import type http from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";

export type GracefulShutdown = {
  /** True once a signal came: /readyz answers 503. */
  readonly isStopping: boolean;
  /** Marks answers "Connection: close" once stopping, so no client reuses a connection about to close. */
  closeConnectionsWhenStopping: RequestHandler;
  /** Starts the shutdown (once): resolves when everything has stopped. */
  shutdown(signal: string): Promise<void>;
};

/** The longest the listener stays open after the signal to take the connections the kernel completed. */
export const ACCEPT_DRAIN_MS = 200;

/** How long a connection taken before the signal may wait to send its first request once stopping. */
export const FRESH_CONNECTION_GRACE_MS = 3_000;

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function gracefulShutdown({
  servers,
  deadlineMs,
  freshGraceMs = FRESH_CONNECTION_GRACE_MS,
  stopBackground,
  logger,
}: {
  /** The public listener first, then any other (the metrics listener). */
  servers: http.Server[];
  deadlineMs: number;
  /** FRESH_CONNECTION_GRACE_MS by default. */
  freshGraceMs?: number;
  stopBackground: () => Promise<void>;
  logger: Logger;
}): GracefulShutdown {
  let stopping: Promise<void> | undefined;
  let inFlight = 0;
  // The connections taken that have not sent a request yet.
  const fresh = new Set<Socket>();
  let taken = 0;
  for (const server of servers) {
    server.on("connection", (socket: Socket) => {
      taken += 1;
      fresh.add(socket);
      socket.once("close", () => fresh.delete(socket));
    });
    server.on("request", (req: http.IncomingMessage) => fresh.delete(req.socket));
  }

  const closeServer = (server: http.Server) =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeIdleConnections();
    });

  async function run(signal: string) {
    const started = Date.now();
    logger.info({ signal, inFlight, deadlineMs }, "shutting down: no new connections, finishing requests in flight");
    const deadline = setTimeout(() => {
      logger.warn({ inFlight }, "shutdown deadline passed: cutting the connections still open");
      for (const server of servers) server.closeAllConnections();
    }, deadlineMs);
    deadline.unref();
    const drainUntil = Date.now() + ACCEPT_DRAIN_MS;
    for (let before = -1; taken > before && Date.now() < drainUntil;) {
      before = taken;
      await new Promise((resolve) => setImmediate(resolve)); // a turn: poll (takes a connection), then check
    }
    const silent = setTimeout(
      () => {
        for (const socket of fresh) socket.destroy();
      },
      Math.min(freshGraceMs, deadlineMs),
    );
    silent.unref();
    await Promise.all(servers.map(closeServer));
    clearTimeout(silent);
    clearTimeout(deadline);
    logger.info({ ms: Date.now() - started }, "requests finished; stopping background work");
    await stopBackground();
    logger.info({ ms: Date.now() - started }, "stopped");
  }

  return {
    get isStopping() {
      return stopping !== undefined;
    },
    closeConnectionsWhenStopping(_req, res, next) {
      inFlight += 1;
      res.once("close", () => (inFlight -= 1));
      if (stopping) res.setHeader("Connection", "close");
      else {
        // A request that started before the signal and answers after it also closes its connection.
        const writeHead = res.writeHead;
        res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
          if (stopping && !this.headersSent) this.setHeader("Connection", "close");
          return writeHead.apply(this, args);
        } as typeof writeHead;
      }
      next();
    },
    shutdown(signal) {
      stopping ??= run(signal);
      return stopping;
    },
  };
}
