// The back office's link controls (issue 18 items 1–3): send a buyer a new link to their quote or order page, or
// revoke every link of it. Each is audited; the token only travels in the email.
import { quoteLanguageSql } from "../sales/customer-language.server.ts";
import { AppError, type AppErrorCode } from "../errors/app-error.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, orders, quotes } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { createCustomerLink, revokeCustomerLinks, type LinkTarget } from "./customer-links.server.ts";
import { queueBuyerMessage, type PortalMailSettings } from "./portal-mails.server.tsx";
import { portalUrl } from "./portal-paths.ts";
import { customerOrderNumber } from "../sales/order-number.ts";

/** Why a link was not sent: an AppError of the `link` area (modules/errors/app-error-codes.ts). */
export class LinkError extends AppError<"link"> {
  override name = "LinkError";
  constructor(code: AppErrorCode<"link">) {
    super("link", code);
  }
}

type Recipient = { email: string | null; name: string | null; lang: Locale; number: string };

async function recipientOf(db: Db, target: LinkTarget): Promise<Recipient> {
  if (target.kind === "quote") {
    const [row] = await db
      .select({
        email: customers.email,
        name: customers.fullName,
        lang: quoteLanguageSql(orders.lang, quotes.customerId),
        number: quotes.number,
      })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(orders, eq(orders.id, quotes.orderId))
      .where(eq(quotes.id, target.quoteId));
    if (!row) throw new LinkError("NOT_FOUND");
    return { ...row, lang: isLocale(row.lang) ? row.lang : "fr" };
  }
  const [row] = await db
    .select({ email: customers.email, name: customers.fullName, lang: orders.lang, id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, target.orderId));
  if (!row) throw new LinkError("NOT_FOUND");
  return { email: row.email, name: row.name, lang: row.lang, number: customerOrderNumber(row.id) };
}

async function assertTargetExists(db: Db, target: LinkTarget): Promise<void> {
  const [row] =
    target.kind === "quote"
      ? await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, target.quoteId))
      : await db.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId));
  if (!row) throw new LinkError("NOT_FOUND");
}

const targetId = (target: LinkTarget) => (target.kind === "quote" ? target.quoteId : target.orderId);

/** A new link emailed to the buyer (earlier links stay valid until revoked). Throws LinkError. */
export async function sendCustomerLink(
  db: Db,
  options: { target: LinkTarget; actor: string; mail: PortalMailSettings },
): Promise<{ to: string }> {
  const { target } = options;
  const recipient = await recipientOf(db, target);
  if (!recipient.email) throw new LinkError("NO_EMAIL");
  const to = recipient.email;
  await db.transaction(async (tx) => {
    const token = await createCustomerLink(tx, target);
    const t = getServerT(recipient.lang, "portal");
    const key = target.kind === "quote" ? "quoteLink" : "orderLink";
    await queueBuyerMessage(tx, options.mail, {
      to,
      lang: recipient.lang,
      subject: t(`mail.${key}Subject`, { number: recipient.number }),
      paragraphs: [
        recipient.name ? t("mail.greetingName", { name: recipient.name }) : t("mail.greeting"),
        t(`mail.${key}Intro`, { number: recipient.number }),
      ],
      button: {
        href: portalUrl(options.mail.publicUrl, recipient.lang, target.kind, token),
        label: t(target.kind === "quote" ? "mail.openQuote" : "mail.openOrder"),
      },
    });
    await recordAudit(tx, {
      actor: options.actor,
      action: `${target.kind}.link_send`,
      entity: target.kind,
      entityId: targetId(target),
      summary: { to },
    });
  });
  wakeOutboxWorker();
  return { to };
}

/** Revokes every live link of the quote or order; its pages then answer 404. */
export async function revokeLinks(db: Db, options: { target: LinkTarget; actor: string }): Promise<number> {
  // A quote or order of nothing has no links: refused, never recorded in the audit log as revoked.
  await assertTargetExists(db, options.target);
  return db.transaction(async (tx) => {
    const count = await revokeCustomerLinks(tx, options.target);
    await recordAudit(tx, {
      actor: options.actor,
      action: `${options.target.kind}.link_revoke`,
      entity: options.target.kind,
      entityId: targetId(options.target),
      summary: { revoked: count },
    });
    return count;
  });
}
