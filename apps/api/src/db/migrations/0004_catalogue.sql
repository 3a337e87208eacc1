CREATE TABLE "product_sizes" (
	"code" text PRIMARY KEY NOT NULL,
	"width_cm" smallint NOT NULL,
	"height_cm" smallint NOT NULL,
	"shape" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_sizes_code_check" CHECK ("product_sizes"."code" ~ '^[A-Z0-9]{1,32}$'),
	CONSTRAINT "product_sizes_dimensions_check" CHECK ("product_sizes"."width_cm" > 0 and "product_sizes"."height_cm" > 0),
	CONSTRAINT "product_sizes_shape_check" CHECK (("product_sizes"."shape" = 'square' and "product_sizes"."width_cm" = "product_sizes"."height_cm") or ("product_sizes"."shape" = 'rectangular' and "product_sizes"."width_cm" <> "product_sizes"."height_cm"))
);
--> statement-breakpoint
CREATE TABLE "product_type_points" (
	"product_type_code" text NOT NULL,
	"region_id" smallint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "product_type_points_product_type_code_region_id_pk" PRIMARY KEY("product_type_code","region_id"),
	CONSTRAINT "product_type_points_points_check" CHECK ("product_type_points"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_physical" boolean DEFAULT false NOT NULL,
	"in_cart" boolean DEFAULT false NOT NULL,
	"is_direct" boolean DEFAULT false NOT NULL,
	"is_scannable" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_types_kind_check" CHECK ("product_types"."kind" in ('compacon', 'egit', 'brand', 'brand-ms', 'card-provider', 'card-provider-card', 'card-provider-top-up')),
	CONSTRAINT "product_types_code_check" CHECK ("product_types"."code" ~ '^[A-Z0-9-]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_code_check" CHECK ("product_variants"."code" ~ '^[A-Z0-9]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "tag_photo_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_code" text NOT NULL,
	"factory" text NOT NULL,
	"year" smallint NOT NULL,
	CONSTRAINT "tag_photo_rules_factory_check" CHECK ("tag_photo_rules"."factory" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "tag_photo_rules_year_check" CHECK ("tag_photo_rules"."year" between 2000 and 2099)
);
--> statement-breakpoint
ALTER TABLE "product_type_points" ADD CONSTRAINT "product_type_points_product_type_code_product_types_code_fk" FOREIGN KEY ("product_type_code") REFERENCES "public"."product_types"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tag_photo_rules" ADD CONSTRAINT "tag_photo_rules_variant_code_product_variants_code_fk" FOREIGN KEY ("variant_code") REFERENCES "public"."product_variants"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_type_points_region_idx" ON "product_type_points" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_photo_rules_variant_factory_year_unique" ON "tag_photo_rules" USING btree ("variant_code","factory","year");