CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region_id" smallint NOT NULL,
	"registration_number" text,
	"registration_number_2" text,
	"address" text DEFAULT '' NOT NULL,
	"street_name" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"crm_customer_id" text,
	"accepts_leads" boolean DEFAULT false NOT NULL,
	"availability" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_lost_reasons" (
	"id" smallint PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lead_lost_reasons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "region_configs" (
	"region_id" smallint PRIMARY KEY NOT NULL,
	"welcome_points" integer DEFAULT 0 NOT NULL,
	"project_days_left" smallint DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_configs_welcome_points_check" CHECK ("region_configs"."welcome_points" >= 0),
	CONSTRAINT "region_configs_project_days_left_check" CHECK ("region_configs"."project_days_left" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('sms', 'email')),
	CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('otp', 'invitation', 'notification')),
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"region_id" smallint NOT NULL,
	"language_id" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_consent" boolean DEFAULT false NOT NULL,
	"phone_consent" boolean DEFAULT false NOT NULL,
	"has_survey" boolean DEFAULT false NOT NULL,
	"survey_response" jsonb,
	"verified_email_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" in (2, 3)),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in (0, 1, 2)),
	CONSTRAINT "users_phone_e164_check" CHECK ("users"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_region_registration_number_unique" ON "companies" USING btree ("region_id","registration_number") WHERE "companies"."registration_number" is not null;--> statement-breakpoint
CREATE INDEX "companies_lead_assignment_idx" ON "companies" USING btree ("region_id") WHERE "companies"."accepts_leads" and "companies"."availability" and "companies"."status" = 1;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_created_at_idx" ON "outbox_messages" USING btree ("recipient","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_region_phone_unique" ON "users" USING btree ("region_id","phone") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");