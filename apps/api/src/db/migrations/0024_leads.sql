CREATE SEQUENCE "public"."lead_assignment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "lead_company_prefixes" (
	"company_id" integer NOT NULL,
	"region_id" smallint NOT NULL,
	"prefix" text NOT NULL,
	CONSTRAINT "lead_company_prefixes_company_id_prefix_pk" PRIMARY KEY("company_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "lead_company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"open_leads_cap" integer,
	"last_assigned_seq" bigint,
	"last_assigned_at" timestamp with time zone,
	CONSTRAINT "lead_company_settings_cap_check" CHECK ("lead_company_settings"."open_leads_cap" is null or "lead_company_settings"."open_leads_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"operator_id" integer,
	"company_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_actor_check" CHECK ("lead_events"."actor" in ('user', 'operator', 'system', 'intake'))
);
--> statement-breakpoint
CREATE TABLE "lead_intake_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lead_intake_keys_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "lead_intake_keys_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "lead_intake_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"lead_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_products" (
	"lead_id" integer NOT NULL,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "lead_products_lead_id_product_pk" PRIMARY KEY("lead_id","product"),
	CONSTRAINT "lead_products_quantity_check" CHECK ("lead_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "lead_region_settings" (
	"region_id" smallint PRIMARY KEY NOT NULL,
	"interest_hours" integer NOT NULL,
	"contact_days" integer NOT NULL,
	"agreement_days" integer NOT NULL,
	"closing_days" integer NOT NULL,
	"reminder_hours" integer NOT NULL,
	"open_leads_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_region_settings_ranges_check" CHECK ("lead_region_settings"."interest_hours" between 1 and 720 and "lead_region_settings"."contact_days" between 1 and 90 and "lead_region_settings"."agreement_days" between 1 and 365 and "lead_region_settings"."closing_days" between 1 and 365 and "lead_region_settings"."reminder_hours" between 1 and 240 and ("lead_region_settings"."open_leads_cap" is null or "lead_region_settings"."open_leads_cap" between 1 and 10000))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"region_id" smallint NOT NULL,
	"company_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"notes" text,
	"customer_requested" text,
	"club_notes" text,
	"installation_date" date,
	"project_id" integer,
	"lost_reason_id" smallint,
	"intake_key_id" integer,
	"created_by_operator_id" integer,
	"assignment_round" smallint DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'interested', 'not-interested', 'contacted', 'contact-unsuccessful', 'agreed', 'not-agreed', 'closed', 'rejected', 'time-out', 'rejected-by-installer', 'lost', 'expired-interest', 'expired-contact', 'expired-agreement')),
	CONSTRAINT "leads_assignment_round_check" CHECK ("leads"."assignment_round" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_company_prefixes" ADD CONSTRAINT "lead_company_prefixes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_company_settings" ADD CONSTRAINT "lead_company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_intake_keys" ADD CONSTRAINT "lead_intake_keys_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_intake_requests" ADD CONSTRAINT "lead_intake_requests_key_id_lead_intake_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."lead_intake_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_intake_requests" ADD CONSTRAINT "lead_intake_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_products" ADD CONSTRAINT "lead_products_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_id_lead_lost_reasons_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lead_lost_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_intake_key_id_lead_intake_keys_id_fk" FOREIGN KEY ("intake_key_id") REFERENCES "public"."lead_intake_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_company_prefixes_region_idx" ON "lead_company_prefixes" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_intake_requests_key_unique" ON "lead_intake_requests" USING btree ("key_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_company_status_updated_idx" ON "leads" USING btree ("company_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_region_created_idx" ON "leads" USING btree ("region_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_unassigned_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST) WHERE "leads"."company_id" is null;--> statement-breakpoint
CREATE INDEX "leads_deadline_idx" ON "leads" USING btree ("deadline_at") WHERE "leads"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_remind_idx" ON "leads" USING btree ("remind_at") WHERE "leads"."remind_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_company_open_idx" ON "leads" USING btree ("company_id") WHERE "leads"."status" in ('new', 'interested', 'contacted', 'agreed');--> statement-breakpoint
CREATE INDEX "leads_project_idx" ON "leads" USING btree ("project_id") WHERE "leads"."project_id" is not null;