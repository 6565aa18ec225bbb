// The buyer's answer to a quote from its page (issue 18 item 2). Accepting turns the quote accepted and creates the
// order of its lines (or takes over the order it was made from while that one awaits its deposit, decision 009), at the quote's total and currency and with the settings' deposit ratio (ruling 12), in one
// transaction with the audit rows, the business's notice and the buyer's link to the order's page. Refusing keeps
// the optional reason in the audit log and the notice.
import { eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/db.server.ts";
import { customers, quoteAcceptances, quotes } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { LOCALE_TAGS, type Locale } from "../i18n/locales.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import { parseBuyerIdentity, type BuyerIdentityInput } from "../sales/buyer-identity.ts";
import { completeCustomerIdentity } from "../sales/complete-customer-identity.server.ts";
import { termsVersionOf } from "../sales/terms-version.server.ts";
import { getSettings } from "../settings/settings.server.ts";
import { parseSignature, capUserAgent, type SignatureInput } from "./acceptance-evidence.ts";
import { createCustomerLink } from "./customer-links.server.ts";
import {
  findReusableOrder,
  firstCatalogueProduct,
  insertOrderFromQuote,
  updateOrderFromQuote,
} from "./order-from-quote.server.ts";
import { PortalError } from "./portal-error.ts";
import { queueBuyerMessage, queueBusinessNotice, type PortalMailSettings } from "./portal-mails.server.tsx";
import { portalUrl } from "./portal-paths.ts";
import { quoteAnswerState } from "./quote-validity.ts";
import { customerOrderNumber } from "../sales/order-number.ts";
import { formatMoney } from "../format/money.ts";

/** Who the audit log names for an answer given on the buyer's page. */
export const PORTAL_ACTOR = "customer:link";

/** The longest refusal reason kept. */
export const REFUSAL_REASON_MAX = 2000;

type AnswerOptions = { quoteId: string; lang: Locale; mail: PortalMailSettings; now?: Date };

async function lockQuote(tx: DbTransaction, quoteId: string) {
  const [quote] = await tx
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      validUntil: quotes.validUntil,
      currency: quotes.currency,
      total: quotes.total,
      orderId: quotes.orderId,
      customerId: quotes.customerId,
      customerEmail: customers.email,
      customerName: customers.fullName,
    })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, quoteId))
    .for("update", { of: quotes });
  if (!quote) throw new Error(`quote ${quoteId} vanished`);
  return quote;
}

/**
 * Accepts the quote and returns its order's id, first completing the customer with the numéro TAHITI and addresses the
 * buyer typed (for the invoices). Accepting an already accepted quote returns the same order (a double click).
 * Throws PortalError TERMS_REQUIRED, TAX_ID_INVALID, ADDRESS_TOO_LONG, QUOTE_EXPIRED, QUOTE_CLOSED, QUOTE_EMPTY or
 * NO_CUSTOMER; for the signature (issue 31 item 3) SIGNER_NAME_REQUIRED, SIGNER_NAME_TOO_LONG, SIGNATURE_INVALID,
 * PDF_HASH_MISSING, or PDF_CHANGED when the PDF's hash the page showed is no longer the quote's (`currentSha256`).
 */
export async function acceptQuote(
  db: Db,
  options: AnswerOptions & {
    hasAcceptedTerms: boolean;
    buyer?: BuyerIdentityInput;
    signature: SignatureInput & { currentSha256: string; ip: string | null; userAgent: string | null };
  },
): Promise<{ orderId: string; isNew: boolean }> {
  const { now = new Date() } = options;
  if (!options.hasAcceptedTerms) throw new PortalError("TERMS_REQUIRED");
  const identity = parseBuyerIdentity(options.buyer ?? {});
  if (!identity.ok) throw new PortalError(identity.reason);
  const result = await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, options.quoteId);
    const state = quoteAnswerState(quote, tahitiIsoDate(now));
    if (state === "accepted" && quote.orderId) return { orderId: quote.orderId, isNew: false };
    if (state === "expired") throw new PortalError("QUOTE_EXPIRED");
    if (state !== "open") throw new PortalError("QUOTE_CLOSED");
    // Checked once the quote is known to await an answer, so an expired or closed quote says so first.
    const signed = parseSignature(options.signature);
    if (!signed.ok) throw new PortalError(signed.reason);
    if (signed.value.shownSha256 !== options.signature.currentSha256) throw new PortalError("PDF_CHANGED");
    if (quote.total <= 0) throw new PortalError("QUOTE_EMPTY");
    if (!quote.customerId || !quote.customerEmail) throw new PortalError("NO_CUSTOMER");
    const completed = await completeCustomerIdentity(tx, quote.customerId, identity.value);
    if (completed.length > 0) {
      await recordAudit(tx, {
        actor: PORTAL_ACTOR,
        action: "customer.complete_identity",
        entity: "customer",
        entityId: quote.customerId,
        summary: { fields: completed, quote: quote.number },
      });
    }

    const first = await firstCatalogueProduct(tx, quote.id);
    const settings = await getSettings(tx);
    const terms = {
      // The quote's own figures, never the browser's.
      amount: quote.total,
      currency: quote.currency,
      depositRatio: settings.deposit_ratio,
      lang: options.lang,
      termsAcceptedAt: now,
      termsVersion: termsVersionOf(settings),
    };
    const reusable = await findReusableOrder(tx, quote);
    const order = reusable
      ? await updateOrderFromQuote(tx, reusable, terms)
      : await insertOrderFromQuote(tx, quote, terms, first);
    await tx.update(quotes).set({ status: "accepted", orderId: order.id }).where(eq(quotes.id, quote.id));
    await tx.insert(quoteAcceptances).values({
      quoteId: quote.id,
      signerName: signed.value.signerName,
      signaturePng: signed.value.signaturePng,
      acceptedAt: now,
      ip: options.signature.ip,
      userAgent: capUserAgent(options.signature.userAgent),
      termsVersion: terms.termsVersion,
      pdfSha256: signed.value.shownSha256,
    });
    await recordAudit(tx, {
      actor: PORTAL_ACTOR,
      action: "quote.accept",
      entity: "quote",
      entityId: quote.id,
      // A quote made from an order still waiting for its deposit becomes that order (decision 009); otherwise the
      // order it names stays as it is and a new one is made.
      summary: {
        number: quote.number,
        orderId: order.id,
        previousOrderId: quote.orderId,
        total: quote.total,
        signerName: signed.value.signerName,
        drawnSignature: signed.value.signaturePng !== null,
        pdfSha256: signed.value.shownSha256,
        currency: quote.currency,
      },
    });
    await recordAudit(tx, {
      actor: PORTAL_ACTOR,
      action: reusable ? "order.update_from_quote" : "order.create_from_quote",
      entity: "order",
      entityId: order.id,
      summary: {
        quote: quote.number,
        amount: quote.total,
        currency: quote.currency,
        depositRatio: settings.deposit_ratio,
        ...(reusable ? { previousAmount: reusable.amount, previousCurrency: reusable.currency } : {}),
      },
    });

    const fr = getServerT("fr", "portal");
    const total = formatMoney(quote.total, quote.currency, "fr-FR");
    await queueBusinessNotice(tx, options.mail, {
      subject: fr("mail.acceptedSubject", { number: quote.number, total }),
      intro: fr("mail.acceptedIntro", { number: quote.number }),
      rows: [
        { label: fr("mail.fields.quote"), value: quote.number },
        { label: fr("mail.fields.customer"), value: quote.customerName ?? quote.customerEmail },
        { label: fr("mail.fields.email"), value: quote.customerEmail },
        { label: fr("mail.fields.total"), value: total },
        { label: fr("mail.fields.order"), value: customerOrderNumber(order.id) },
      ],
      adminPath: `/admin/orders/${order.id}`,
    });
    const token = await createCustomerLink(tx, { kind: "order", orderId: order.id });
    const t = getServerT(options.lang, "portal");
    await queueBuyerMessage(tx, options.mail, {
      to: quote.customerEmail,
      lang: options.lang,
      subject: t("mail.orderSubject", { number: quote.number }),
      paragraphs: [
        quote.customerName ? t("mail.greetingName", { name: quote.customerName }) : t("mail.greeting"),
        t("mail.orderIntro", {
          number: quote.number,
          total: formatMoney(quote.total, quote.currency, LOCALE_TAGS[options.lang]),
        }),
      ],
      button: { href: portalUrl(options.mail.publicUrl, options.lang, "order", token), label: t("mail.openOrder") },
    });
    return { orderId: order.id, isNew: true };
  });
  if (result.isNew) wakeOutboxWorker();
  return result;
}

/** Refuses the quote, with the buyer's optional reason. Throws PortalError QUOTE_EXPIRED or QUOTE_CLOSED. */
export async function refuseQuote(db: Db, options: AnswerOptions & { reason: string | null }): Promise<void> {
  const { now = new Date() } = options;
  const reason = options.reason?.trim().slice(0, REFUSAL_REASON_MAX) || null;
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, options.quoteId);
    const state = quoteAnswerState(quote, tahitiIsoDate(now));
    if (state === "refused") return;
    if (state === "expired") throw new PortalError("QUOTE_EXPIRED");
    if (state !== "open") throw new PortalError("QUOTE_CLOSED");
    await tx.update(quotes).set({ status: "rejected" }).where(eq(quotes.id, quote.id));
    await recordAudit(tx, {
      actor: PORTAL_ACTOR,
      action: "quote.refuse",
      entity: "quote",
      entityId: quote.id,
      summary: { number: quote.number, reason },
    });
    const fr = getServerT("fr", "portal");
    await queueBusinessNotice(tx, options.mail, {
      subject: fr("mail.refusedSubject", { number: quote.number }),
      intro: fr("mail.refusedIntro", { number: quote.number }),
      rows: [
        { label: fr("mail.fields.quote"), value: quote.number },
        { label: fr("mail.fields.customer"), value: quote.customerName ?? quote.customerEmail ?? "—" },
        { label: fr("mail.fields.reason"), value: reason ?? fr("mail.noReason") },
      ],
      adminPath: `/admin/quotes/${quote.id}`,
    });
  });
  wakeOutboxWorker();
}
