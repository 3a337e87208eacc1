CREATE TABLE "order_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"order_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_files_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_files_bytes_check" CHECK ("order_files"."bytes" > 0 and "order_files"."bytes" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_files_company_idx" ON "order_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_files_uploader_created_idx" ON "order_files" USING btree ("uploaded_by_user_id","created_at");