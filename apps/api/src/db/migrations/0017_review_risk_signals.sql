CREATE TABLE "serial_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "scan_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "scan_images" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "scan_images" ADD COLUMN "dhash_bands" integer[];--> statement-breakpoint
ALTER TABLE "serial_attempts" ADD CONSTRAINT "serial_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_attempts" ADD CONSTRAINT "serial_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "serial_attempts_serial_idx" ON "serial_attempts" USING btree ("serial_number","company_id");--> statement-breakpoint
CREATE INDEX "project_products_image_idx" ON "project_products" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "project_products_company_rejected_idx" ON "project_products" USING btree ("company_id") WHERE "project_products"."flag" = 3;--> statement-breakpoint
CREATE INDEX "scan_images_sha256_idx" ON "scan_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "scan_images_dhash_bands_idx" ON "scan_images" USING gin ("dhash_bands");