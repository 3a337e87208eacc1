CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "email_changes_user_created_at_idx" ON "email_changes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: messages already delivered or failed keep no text. Rows still queued from before bodies
-- were sealed cannot be opened and fail on their next try.
UPDATE "outbox_messages" SET "body" = NULL WHERE "status" <> 'queued';
