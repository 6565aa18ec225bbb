// What the customer-page tests share: the app with an administrator's session, a sent quote and its link token
// read from the queued email, and the outbox.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { mailOutbox } from "../../../app/db/schema/index.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { startDeskApp, type DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createCustomer } from "../documents/document-factories.ts";

/**
 * Starts the administrator's app before the file's tests and closes it after; `onStart` receives it. Starting
 * (migrations, the administrator's password hash) can take long on a loaded machine.
 */
export function startDeskAppForFile(onStart: (desk: DeskApp) => void) {
  let desk: DeskApp | undefined;
  beforeAll(async () => {
    desk = await startDeskApp();
    onStart(desk);
  }, 180_000);
  afterAll(async () => {
    await desk?.app.close();
  });
}

/** The private path in a mail's text: /espace/devis/<token> or /espace/commande/<token>, with its language prefix. */
export function portalPathIn(text: string, kind: "devis" | "commande"): string {
  const match = new RegExp(`https?://[^/\\s]+((?:/(?:en|zh))?/espace/${kind}/[A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no /espace/${kind}/ link in: ${text.slice(0, 400)}`);
  return match[1];
}

export async function mailsTo(desk: DeskApp, to: string) {
  return desk.app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

/** A quote of two lines (USD 12 345.67 in all), sent by the administrator through the preview page's action. */
export async function sendQuote(desk: DeskApp, options: { validUntil?: string; email?: string } = {}) {
  const db = desk.app.database.db;
  const customer = await createCustomer(db, {
    fullName: "Hinano Teriitahi",
    ...(options.email ? { email: options.email } : {}),
  });
  const quote = await createQuote({
    db,
    actor: ACTOR,
    customerId: customer.id,
    currency: "USD",
    validUntil: options.validUntil,
    lines: [
      { description: "Tiny house 20 pieds", qty: 1, unitPrice: 1_100_000 },
      { description: "Kit plomberie", qty: 3, unitPrice: 44_589 },
    ],
  });
  const sent = await desk.post(`/admin/quotes/${quote.id}/preview`, { intent: "send" });
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}`);
  const [mail] = await mailsTo(desk, customer.email);
  if (!mail) throw new Error("no quote email queued");
  return { quote, customer, path: portalPathIn(mail.text, "devis"), mail };
}

/**
 * The signature fields of an acceptance as the quote's page gives them (issue 31 item 3): a typed name and the
 * SHA-256 of the PDF the page shows, read from the page's hidden field.
 */
export async function signatureFields(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  path: string,
  signerName = "Teva Martin",
): Promise<Record<string, string>> {
  const html = await (await request(path, { headers: { Accept: "text/html" } })).text();
  const pdfSha256 = /name="pdfSha256" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? "";
  return { signerName, pdfSha256 };
}
