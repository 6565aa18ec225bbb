CREATE INDEX "login_attempts_created_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: the account-wide failure and reset counters are replaced by per (account, address) and per-link keys.
DELETE FROM "login_attempts" WHERE "key" LIKE 'account:%' OR "key" LIKE 'reset:%';
--> statement-breakpoint
-- Hand-written (ruling 14): a password stored by the old sign-up form and never confirmed was typed by whoever filled
-- the public form; it is dropped, and the owner sets the password from an emailed or logged link.
UPDATE "admin_users" SET "password_hash" = NULL, "updated_at" = now() WHERE "email_confirmed_at" IS NULL AND "password_hash" IS NOT NULL;
