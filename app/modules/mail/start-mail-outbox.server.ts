// The outbox worker of a running server: SMTP when SMTP_URL is set, else the log transport (DESIGN.md "Email").
import type { Db } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import type { Storage } from "../media/storage.server.ts";
import { type OutboxLogger, type OutboxWorker, startOutboxWorker } from "./outbox-worker.server.ts";
import { createLogTransport, createSmtpTransport } from "./transports.server.ts";

export function startMailOutbox({
  env,
  db,
  storage,
  logger,
  intervalMs,
}: {
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">;
  db: Db;
  storage: Storage;
  logger: OutboxLogger;
  /** Poll period; the worker's default (2 s) unless a test needs it out of the way. */
  intervalMs?: number;
}): OutboxWorker {
  const transport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createLogTransport(logger, env.MAIL_FROM);
  logger.info({ transport: env.SMTP_URL ? "smtp" : "log" }, "mail outbox worker started");
  return startOutboxWorker({ db, transport, logger, storage, intervalMs });
}
