-- Hand-written (no table changes): the product sheet's quote form used to store what the buyer wrote in
-- leads.notes, the administrator's internal notes, where saving the notes overwrote it. The buyer's text now goes to
-- leads.message like the other forms'. Existing product leads whose notes no administrator has saved yet (no
-- 'lead.notes' audit row) get their text moved to message and their notes emptied. A lead whose notes were saved
-- keeps them as internal notes: the text there is the administrator's (it began as the buyer's, prefilled).
UPDATE "leads" AS l
SET "message" = l."notes", "notes" = NULL
WHERE l."source" = 'product'
  AND l."message" IS NULL
  AND l."notes" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."action" = 'lead.notes' AND a."entity" = 'lead' AND a."entity_id" = l."id"::text
  );
