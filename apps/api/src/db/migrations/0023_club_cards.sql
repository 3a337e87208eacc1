CREATE TABLE "club_card_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer,
	"points" integer NOT NULL,
	"amount_local" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"provider_reference" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by_operator_id" integer,
	"settled_reason" text,
	CONSTRAINT "club_card_top_ups_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_card_top_ups_points_check" CHECK ("club_card_top_ups"."points" > 0),
	CONSTRAINT "club_card_top_ups_status_check" CHECK ("club_card_top_ups"."status" in ('SUCCEEDED', 'PENDING', 'REFUSED', 'REJECTED')),
	CONSTRAINT "club_card_top_ups_settled_check" CHECK (("club_card_top_ups"."status" = 'PENDING') = ("club_card_top_ups"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "club_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'ORDERED' NOT NULL,
	"serial" text,
	"provider_reference" text,
	"customer" jsonb NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_cards_status_check" CHECK ("club_cards"."status" in ('ORDERED', 'ISSUED', 'ACTIVE', 'BLOCKED', 'EXPIRED')),
	CONSTRAINT "club_cards_serial_check" CHECK (("club_cards"."serial" is null) = ("club_cards"."status" = 'ORDERED'))
);
--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_card_id_club_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_settled_by_operator_id_operators_id_fk" FOREIGN KEY ("settled_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_card_top_ups_company_idempotency_unique" ON "club_card_top_ups" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "club_card_top_ups_company_created_idx" ON "club_card_top_ups" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_card_top_ups_status_created_idx" ON "club_card_top_ups" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "club_card_top_ups_created_idx" ON "club_card_top_ups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "club_cards_company_idempotency_unique" ON "club_cards" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "club_cards_company_live_unique" ON "club_cards" USING btree ("company_id") WHERE "club_cards"."status" in ('ORDERED', 'ISSUED', 'ACTIVE');--> statement-breakpoint
CREATE UNIQUE INDEX "club_cards_serial_unique" ON "club_cards" USING btree ("serial") WHERE "club_cards"."serial" is not null;--> statement-breakpoint
CREATE INDEX "club_cards_ordered_idx" ON "club_cards" USING btree ("ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_cards_issued_idx" ON "club_cards" USING btree ("verified_at") WHERE "club_cards"."status" = 'ISSUED';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_top_up_once" ON "points_ledger" USING btree ("reference_id","variation",("points" > 0)) WHERE "points_ledger"."reference_type" = 'top_up';