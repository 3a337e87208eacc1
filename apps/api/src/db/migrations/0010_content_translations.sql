CREATE TABLE "certificate_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_translations" ADD CONSTRAINT "certificate_translations_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_translations_certificate_language_unique" ON "certificate_translations" USING btree ("certificate_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_content_language_unique" ON "content_translations" USING btree ("content_id","language_id");