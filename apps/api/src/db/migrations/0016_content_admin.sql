CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by_operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "contents" DROP CONSTRAINT "contents_type_check";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "language_id" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_operator_id_operators_id_fk" FOREIGN KEY ("uploaded_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_type_published_idx" ON "contents" USING btree ("type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "survey_assignments_configuration_idx" ON "survey_assignments" USING btree ("survey_configuration_id");--> statement-breakpoint
CREATE INDEX "survey_configurations_region_idx" ON "survey_configurations" USING btree ("region_id","id");--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_type_check" CHECK ("contents"."type" in ('news', 'video', 'resource'));