ALTER TABLE "product_media" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- Hand-written: the balance terms setting now holds the words after 'Solde de 40 %' (DESIGN.md ruling 12), which
-- every text stating the terms reads; a database still holding the former default sentence gets the new words.
UPDATE "settings" SET "value" = '"avant le départ du navire"'::jsonb, "updated_at" = now()
WHERE "key" = 'balance_terms' AND "value" = '"Solde payable avant le départ du navire"'::jsonb;
