ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(registration_number, '') || ' ' || coalesce(registration_number_2, ''))) STORED;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_operator_reason_check" CHECK (("points_ledger"."operator_id" is null) = ("points_ledger"."reason" is null));