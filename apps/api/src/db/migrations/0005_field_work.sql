CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"longevity_months" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "certificates_slug_unique" UNIQUE("slug"),
	CONSTRAINT "certificates_longevity_check" CHECK ("certificates"."longevity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"awarded_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_certificates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "company_certificates_dates_check" CHECK ("company_certificates"."awarded_on" <= "company_certificates"."expires_on")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"event" text,
	"ticket_uuid" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'warning', 'important'))
);
--> statement-breakpoint
CREATE TABLE "project_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"serial_number" text NOT NULL,
	"type" text NOT NULL,
	"size" text NOT NULL,
	"variant" text NOT NULL,
	"is_unique" boolean DEFAULT true NOT NULL,
	"requires_tag_photo" boolean DEFAULT false NOT NULL,
	"image_id" integer,
	"flag" smallint,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "project_products_flag_check" CHECK ("project_products"."flag" is null or "project_products"."flag" in (2, 3)),
	CONSTRAINT "project_products_serial_check" CHECK ("project_products"."serial_number" ~ '^[A-Z0-9]{1,12}$')
);
--> statement-breakpoint
CREATE TABLE "project_survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"question_id" smallint NOT NULL,
	"answer_id" smallint NOT NULL,
	"is_lead_question" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_survey_answers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text,
	"street_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"installation_date" date,
	"deadline_at" timestamp with time zone NOT NULL,
	"surveyed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" between 1 and 5),
	CONSTRAINT "projects_points_awarded_check" CHECK ("projects"."points_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scan_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_images_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "scan_images_mime_check" CHECK ("scan_images"."mime_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_image_id_scan_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."scan_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_survey_answers" ADD CONSTRAINT "project_survey_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_images" ADD CONSTRAINT "scan_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_certificates_company_idx" ON "company_certificates" USING btree ("company_id","expires_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_certificates_award_unique" ON "company_certificates" USING btree ("company_id","certificate_id","awarded_on");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_products_serial_unique" ON "project_products" USING btree ("serial_number") WHERE "project_products"."is_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "project_products_client_id_unique" ON "project_products" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "project_products_project_idx" ON "project_products" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_products_company_created_idx" ON "project_products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_survey_answers_unique" ON "project_survey_answers" USING btree ("project_id","question_id","answer_id");--> statement-breakpoint
CREATE INDEX "projects_company_status_updated_idx" ON "projects" USING btree ("company_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_in_progress_deadline_idx" ON "projects" USING btree ("deadline_at") WHERE "projects"."status" = 1;--> statement-breakpoint
CREATE INDEX "projects_scheduled_installation_idx" ON "projects" USING btree ("installation_date") WHERE "projects"."status" = 4 and "projects"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "scan_images_company_idx" ON "scan_images" USING btree ("company_id");