CREATE TYPE "public"."points_variation" AS ENUM('positive', 'negative', 'reserved', 'expired');--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"variation" "points_variation" NOT NULL,
	"points" integer NOT NULL,
	"event" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"earned_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "points_ledger_points_check" CHECK ("points_ledger"."points" <> 0),
	CONSTRAINT "points_ledger_earned_year_check" CHECK (("points_ledger"."variation" = 'positive') = ("points_ledger"."earned_year" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_tier_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tier_definition_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tier_progress_progress_check" CHECK ("company_tier_progress"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tier_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier_definition_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "tier_brackets_range_check" CHECK ("tier_brackets"."from" is null or "tier_brackets"."from" <= "tier_brackets"."to"),
	CONSTRAINT "tier_brackets_points_check" CHECK ("tier_brackets"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tier_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" smallint NOT NULL,
	"tier_category" smallint NOT NULL,
	"reset_on" text DEFAULT '01-01' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_definitions_category_check" CHECK ("tier_definitions"."tier_category" in (1, 2, 3, 99)),
	CONSTRAINT "tier_definitions_reset_on_check" CHECK ("tier_definitions"."reset_on" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "points_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tier_progress" ADD CONSTRAINT "company_tier_progress_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tier_progress" ADD CONSTRAINT "company_tier_progress_tier_definition_id_tier_definitions_id_fk" FOREIGN KEY ("tier_definition_id") REFERENCES "public"."tier_definitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_brackets" ADD CONSTRAINT "tier_brackets_tier_definition_id_tier_definitions_id_fk" FOREIGN KEY ("tier_definition_id") REFERENCES "public"."tier_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_company_created_idx" ON "points_ledger" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_tier_progress_company_definition_unique" ON "company_tier_progress" USING btree ("company_id","tier_definition_id");--> statement-breakpoint
CREATE INDEX "company_tier_progress_definition_idx" ON "company_tier_progress" USING btree ("tier_definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_brackets_definition_level_unique" ON "tier_brackets" USING btree ("tier_definition_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_definitions_region_category_unique" ON "tier_definitions" USING btree ("region_id","tier_category");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_points_balance_check" CHECK ("companies"."points_balance" >= 0);