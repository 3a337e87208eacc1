CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emulation_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"region_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text,
	"youtube_id" text,
	"thumbnail_url" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "contents_type_check" CHECK ("contents"."type" in ('news', 'video'))
);
--> statement-breakpoint
CREATE TABLE "survey_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"survey_configuration_id" integer NOT NULL,
	"delayed_to" timestamp with time zone,
	"interacted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_assignments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "survey_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"survey_key" text NOT NULL,
	"region_id" smallint DEFAULT 1 NOT NULL,
	"languages" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_configurations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "emulation_tickets" ADD CONSTRAINT "emulation_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_survey_configuration_id_survey_configurations_id_fk" FOREIGN KEY ("survey_configuration_id") REFERENCES "public"."survey_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_hash_unique" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_created_at_idx" ON "email_verifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "emulation_tickets_token_hash_unique" ON "emulation_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contents_region_type_published_idx" ON "contents" USING btree ("region_id","type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "survey_assignments_user_configuration_unique" ON "survey_assignments" USING btree ("user_id","survey_configuration_id");--> statement-breakpoint
CREATE INDEX "survey_assignments_user_pending_idx" ON "survey_assignments" USING btree ("user_id","created_at","id") WHERE "survey_assignments"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_configurations_survey_key_unique" ON "survey_configurations" USING btree ("survey_key");