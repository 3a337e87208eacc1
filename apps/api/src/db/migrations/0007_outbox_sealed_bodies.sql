ALTER TABLE "outbox_messages" ALTER COLUMN "body" DROP NOT NULL;
--> statement-breakpoint
-- Hand-written (carry over when migrations are regenerated): messages already delivered or failed keep
-- no text. Rows still queued from before bodies were sealed cannot be opened and fail on their next try.
UPDATE "outbox_messages" SET "body" = NULL WHERE "status" <> 'queued';
