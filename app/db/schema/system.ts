// Cross-cutting tables: audit log, mail outbox, payment webhook events, settings, rate limits, page cache version.
// They live in PostgreSQL so several app servers can share them (DESIGN.md "Growing past one machine").
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, timestamptz, updatedAt } from "./columns.ts";

/** `logged`: printed by the log transport (no SMTP_URL), never handed to a mail server. */
export const MAIL_STATUSES = ["queued", "sent", "logged", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Small files inline as base64; a sent PDF can instead point at its stored_documents row. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  contentBase64?: string;
  storedDocumentId?: string;
};

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamptz("at").notNull().defaultNow(),
    /** Admin email, or 'system' / 'webhook:<provider>' for automatic changes. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_at_id_idx").on(t.at, t.id), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", isOneOf(t.status, MAIL_STATUSES)),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
    // The worker picks `status = 'queued' and next_attempt_at <= now()` with FOR UPDATE SKIP LOCKED.
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

export const PAYMENT_EVENT_OUTCOMES = [
  "applied",
  "unchanged",
  "mismatch",
  "overpayment",
  "no_order",
  "ignored",
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** Unique per provider and event id: a redelivered webhook is recognised and ignored. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
    /**
     * What the event did: applied, unchanged, mismatch (another amount, currency or payment than the order's: stored,
     * never applied, for the administrator to see), no_order or ignored.
     */
    outcome: text("outcome", { enum: PAYMENT_EVENT_OUTCOMES }),
    /** The order the event was about (orders or card_payment_orders, by `orderKind`), when one was found. */
    orderKind: text("order_kind"),
    orderId: text("order_id"),
    /** For a mismatch: what the order expected and what the event said. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [
    check("payment_webhook_events_outcome_check", isOneOf(t.outcome, PAYMENT_EVENT_OUTCOMES)),
    index("payment_webhook_events_outcome_idx").on(t.outcome, t.receivedAt),
    unique("payment_webhook_events_event_unique").on(t.provider, t.eventId),
    index("payment_webhook_events_received_idx").on(t.receivedAt),
    // The order page lists the events that touched one order (issue 16).
    index("payment_webhook_events_order_idx").on(t.orderId, t.receivedAt),
  ],
);

/** Values the administrator can change (rates, ratios); read through app/modules/settings/settings.server.ts. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** One row per counted request; limits count recent rows per key, old rows are purged. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: id(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rate_limit_hits_key_created_idx").on(t.key, t.createdAt),
    // The hourly purge deletes by age alone (app/modules/abuse/purge-stale-rows.server.ts).
    index("rate_limit_hits_created_idx").on(t.createdAt),
  ],
);

/**
 * One row: the version of everything the public pages show. Triggers on the catalogue tables and settings add one to
 * it on every write, whoever makes it (migration 0001); the in-process page cache keeps a page only for the version it
 * was rendered at, so every server drops its copies after any change.
 */
export const pageCacheVersion = pgTable(
  "page_cache_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (table) => [check("page_cache_version_single_row", sql`${table.id} = 1`)],
);
