// The outbox worker of a running server: SMTP when SMTP_URL is set, else the log transport (DESIGN.md "Email").
import type { Db } from "../../db/db.server.ts";
import { type Env, isLocalUrl } from "../config/env.server.ts";
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
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_URL">;
  db: Db;
  storage: Storage;
  logger: OutboxLogger;
  /** Poll period; the worker's default (2 s) unless a test needs it out of the way. */
  intervalMs?: number;
}): OutboxWorker {
  // Without SMTP_URL, mail bodies (with their links) are printed on this machine only (issue 28 item 5).
  const withBody = isLocalUrl(env.PUBLIC_URL);
  const transport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createLogTransport(logger, env.MAIL_FROM, { withBody });
  logger.info({ transport: env.SMTP_URL ? "smtp" : "log" }, "mail outbox worker started");
  if (!env.SMTP_URL && !withBody) {
    logger.info(
      { transport: "log" },
      "mails are not sent (no SMTP_URL): the log shows each one's recipient and subject only; read them in the back office's mail log",
    );
  }
  return startOutboxWorker({ db, transport, logger, storage, intervalMs });
}
