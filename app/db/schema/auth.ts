// Administrator accounts, database sessions, one-time tokens and sign-in throttling (DESIGN.md "Auth").
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, isOneOf, timestamptz, updatedAt } from "./columns.ts";

export const AUTH_TOKEN_PURPOSES = ["confirm", "reset"] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    /** scrypt or argon2id string with its parameters; null until the account's password is set. */
    passwordHash: text("password_hash"),
    emailConfirmedAt: timestamptz("email_confirmed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("admin_users_email_check", sql`${t.email} = lower(${t.email})`)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie token, so a leaked table does not hand out live sessions. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("auth_tokens_purpose_check", isOneOf(t.purpose, AUTH_TOKEN_PURPOSES)),
    index("auth_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * One row per failed sign-in (keyed by account and address, and by address) or per emailed link (keyed by
 * account); throttling counts recent rows per key. Rows older than a day are purged by creation time.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: id(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_key_created_idx").on(t.key, t.createdAt),
    index("login_attempts_created_idx").on(t.createdAt),
  ],
);
