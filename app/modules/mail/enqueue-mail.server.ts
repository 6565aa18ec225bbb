// Writes one message into the transactional outbox (DESIGN.md "Email"). Call it with the transaction of the
// business change: the message exists if and only if the change was committed. The outbox worker sends it.
import { z } from "zod";
import type { DbExecutor } from "../../db/db.server.ts";
import { mailOutbox, type MailAttachment } from "../../db/schema/system.ts";

export type EnqueueMailInput = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

const AttachmentSchema = z
  .object({
    filename: z.string().trim().min(1).max(255),
    contentType: z.string().trim().min(3).max(255),
    contentBase64: z.base64().optional(),
    storedDocumentId: z.uuid().optional(),
  })
  .refine((a) => (a.contentBase64 === undefined) !== (a.storedDocumentId === undefined), {
    message: "an attachment needs exactly one of contentBase64 or storedDocumentId",
  });

const MailSchema = z.object({
  to: z.email({ error: "is not a valid email address" }).max(320),
  // A header line: no line breaks, so nothing can be injected into the message headers.
  subject: z
    .string()
    .trim()
    .min(1)
    .max(998)
    .refine((s) => !/[\r\n]/.test(s), "must be on one line"),
  html: z.string().min(1),
  text: z.string().min(1),
  attachments: z.array(AttachmentSchema).max(20).default([]),
});

export class InvalidMailError extends Error {
  override name = "InvalidMailError";
}

/** Inserts a queued `mail_outbox` row; throws InvalidMailError (naming the field) on a bad address or content. */
export async function enqueueMail(db: DbExecutor, input: EnqueueMailInput): Promise<{ id: string }> {
  const parsed = MailSchema.safeParse({ ...input, to: input.to?.trim() });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join(".") || "mail"}: ${issue.message}`);
    throw new InvalidMailError(`Cannot queue mail to ${JSON.stringify(input.to)}: ${details.join("; ")}`);
  }
  const [row] = await db.insert(mailOutbox).values(parsed.data).returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox insert returned no row");
  return { id: row.id };
}
