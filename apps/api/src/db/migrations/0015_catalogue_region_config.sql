ALTER TABLE "region_configs" DROP CONSTRAINT "region_configs_welcome_points_check";--> statement-breakpoint
ALTER TABLE "region_configs" DROP CONSTRAINT "region_configs_project_days_left_check";--> statement-breakpoint
ALTER TABLE "region_configs" ADD COLUMN "min_cart_value" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "region_configs" ADD COLUMN "part2_optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "region_configs" ADD CONSTRAINT "region_configs_min_cart_value_check" CHECK ("region_configs"."min_cart_value" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "region_configs" ADD CONSTRAINT "region_configs_welcome_points_check" CHECK ("region_configs"."welcome_points" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "region_configs" ADD CONSTRAINT "region_configs_project_days_left_check" CHECK ("region_configs"."project_days_left" between 1 and 365);--> statement-breakpoint
-- Existing installations keep what the code applied until now (MIN_CART_VALUES, GENERIC_TAG_REGIONS).
UPDATE "region_configs" AS r SET "min_cart_value" = v.value FROM (VALUES (2, 0), (3, 100), (4, 51), (5, 60), (6, 40), (7, 39), (9, 40), (10, 128), (11, 102), (12, 0), (13, 60), (14, 51), (16, 20), (17, 40)) AS v(region_id, value) WHERE r."region_id" = v.region_id;--> statement-breakpoint
UPDATE "region_configs" SET "part2_optional" = true WHERE "region_id" IN (15, 16);
