// How a message leaves: SMTP (SMTP_URL, nodemailer) or, by default, the log (DESIGN.md "Email").
import nodemailer from "nodemailer";

export type OutgoingAttachment = { filename: string; contentType: string; content: Uint8Array };

export type OutgoingMail = {
  /** The outbox row id: becomes the Message-ID, so a receiving server can spot a resent duplicate. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
};

export interface MailTransport {
  /** Resolves once the message is accepted; rejects with the reason otherwise. */
  send(message: OutgoingMail): Promise<void>;
  /**
   * What a successful send means for the outbox row: `sent` (handed to a mail server, the default) or `logged`
   * (only printed, nobody received it).
   */
  readonly outcome?: "sent" | "logged";
  close?(): void;
}

/** The subset of pino's Logger the log transport uses. */
export type MailLogger = { info: (obj: object, msg: string) => void };

/** The domain of the sender address, for Message-IDs: "BPE <contact@bpe.example>" → "bpe.example". */
export function senderDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/** SMTP connections kept open, one per message the outbox worker sends at once (SEND_CONCURRENCY). */
export const SMTP_POOL_SIZE = 4;

/**
 * Sends through an SMTP server (`smtp://user:pass@host:587` or `smtps://…`) over a pool of up to SMTP_POOL_SIZE
 * connections, each reused for up to 100 messages and closed after 30 s without one: a new connection (greeting,
 * EHLO, TLS, login) per message made the outbox send about 4 messages a second. Short timeouts, so a server that
 * does not answer fails the attempt (retried later by the worker) well within the worker's lease.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_POOL_SIZE,
    maxMessages: 100,
    idleTimeout: 30_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const domain = senderDomain(from);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@${domain}>`,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The default when SMTP_URL is empty: prints the message through the logger at info level, so an operator can read
 * it in the terminal. Nothing is sent: the outbox row stays in the database as the record, marked `logged`. With
 * `withBody` (this machine only: PUBLIC_URL a local address) the plain-text body is printed too; on a public address
 * only the recipient and subject are (issue 28 item 5): bodies carry set-up, reset and buyer-page links, which stay
 * readable in the back office's mail log.
 */
export function createLogTransport(logger: MailLogger, from: string, { withBody = true } = {}): MailTransport {
  return {
    outcome: "logged",
    async send(message) {
      const line = `mail (not sent: no SMTP_URL) to ${message.to}: ${message.subject}`;
      logger.info(
        {
          mailId: message.id,
          from,
          to: message.to,
          subject: message.subject,
          attachments: message.attachments.map((a) => a.filename),
        },
        withBody ? `${line}\n\n${message.text}` : line,
      );
    },
  };
}
