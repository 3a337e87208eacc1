CREATE SEQUENCE "public"."shop_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shop_categories_slug_check" CHECK ("shop_categories"."slug" ~ '^[a-z0-9-]{1,64}$')
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_uuid" uuid NOT NULL,
	"product_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"input_data" jsonb,
	CONSTRAINT "shop_order_items_quantity_check" CHECK ("shop_order_items"."quantity" > 0),
	CONSTRAINT "shop_order_items_price_check" CHECK ("shop_order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"operator_id" integer,
	"user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_status_history_to_check" CHECK ("shop_order_status_history"."to_status" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"region_id" smallint NOT NULL,
	"type" text NOT NULL,
	"delivery_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"voucher_response" jsonb,
	"proof_key" text,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"first_answer" jsonb,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_orders_status_check" CHECK ("shop_orders"."status" between 1 and 5),
	CONSTRAINT "shop_orders_delivery_type_check" CHECK ("shop_orders"."delivery_type" in (0, 1, 2)),
	CONSTRAINT "shop_orders_points_check" CHECK ("shop_orders"."points" >= 0),
	CONSTRAINT "shop_orders_type_check" CHECK ("shop_orders"."type" in ('compacon', 'egit', 'brand', 'brand-ms', 'card-provider', 'card-provider-card', 'card-provider-top-up'))
);
--> statement-breakpoint
CREATE TABLE "shop_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "shop_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "shop_product_images_size_check" CHECK ("shop_product_images"."width" > 0 and "shop_product_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_product_regions" (
	"product_id" integer NOT NULL,
	"region_id" smallint NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_product_regions_product_id_region_id_pk" PRIMARY KEY("product_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "shop_product_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description_html" text
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{"bundle":null,"subtype":null,"fields":null}'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "shop_products_type_check" CHECK ("shop_products"."type" in ('compacon', 'egit', 'brand', 'brand-ms', 'card-provider', 'card-provider-card', 'card-provider-top-up')),
	CONSTRAINT "shop_products_kind_check" CHECK ("shop_products"."kind" in ('simple', 'variable', 'voucher', 'card'))
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_variants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "shop_variants_price_check" CHECK ("shop_variants"."price" >= 0),
	CONSTRAINT "shop_variants_stock_check" CHECK ("shop_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_status_history" ADD CONSTRAINT "shop_order_status_history_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_status_history" ADD CONSTRAINT "shop_order_status_history_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_status_history" ADD CONSTRAINT "shop_order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_regions" ADD CONSTRAINT "shop_product_regions_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_translations" ADD CONSTRAINT "shop_product_translations_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shop_order_items_variant_idx" ON "shop_order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "shop_order_status_history_order_idx" ON "shop_order_status_history" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_company_idempotency_unique" ON "shop_orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_orders_company_created_idx" ON "shop_orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_status_created_idx" ON "shop_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_product_categories_category_idx" ON "shop_product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_images_product_position_unique" ON "shop_product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "shop_product_regions_region_visible_idx" ON "shop_product_regions" USING btree ("region_id","product_id") WHERE "shop_product_regions"."is_visible";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_translations_product_language_unique" ON "shop_product_translations" USING btree ("product_id","language_id");--> statement-breakpoint
CREATE INDEX "shop_products_type_idx" ON "shop_products" USING btree ("type","position","id");--> statement-breakpoint
CREATE INDEX "shop_variants_product_idx" ON "shop_variants" USING btree ("product_id","position","id");--> statement-breakpoint
-- docs/decisions/022: an order's points go back once; a second refund entry of one order cannot be written.
CREATE UNIQUE INDEX "points_ledger_order_refund_unique" ON "points_ledger" USING btree ("reference_id") WHERE "reference_type" = 'order_refund';
