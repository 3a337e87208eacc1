ALTER TABLE "projects" ADD COLUMN "product_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The projects list shows each project's products counted by type (decision 033): the database keeps the
-- counts, so every way of writing products (a scan, a batch, a delete, a review, a seed) keeps them right.
-- Every writer holds the project's row lock already, so the update below waits for nobody new.
-- One project's products counted by type, with the rejected ones (flag 3) among them.
CREATE FUNCTION "project_product_counts"(project integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('type', c.type, 'total', c.total, 'rejected', c.rejected)
      ORDER BY c.type), '[]'::jsonb)
    FROM (SELECT pp.type, count(*)::int AS total, (count(*) FILTER (WHERE pp.flag = 3))::int AS rejected
          FROM "project_products" pp WHERE pp.project_id = project GROUP BY pp.type) c
$$;--> statement-breakpoint
CREATE FUNCTION "project_product_counts_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT DISTINCT project_id FROM new_products);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT DISTINCT project_id FROM old_products);
  ELSE
    changed := array(SELECT project_id FROM new_products UNION SELECT project_id FROM old_products);
  END IF;
  UPDATE "projects" p SET "product_counts" = "project_product_counts"(p.id) WHERE p.id = ANY (changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_products_counts_insert" AFTER INSERT ON "project_products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "project_product_counts_refresh"();--> statement-breakpoint
CREATE TRIGGER "project_products_counts_update" AFTER UPDATE ON "project_products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "project_product_counts_refresh"();--> statement-breakpoint
CREATE TRIGGER "project_products_counts_delete" AFTER DELETE ON "project_products"
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION "project_product_counts_refresh"();--> statement-breakpoint
UPDATE "projects" p SET "product_counts" = "project_product_counts"(p.id)
  WHERE EXISTS (SELECT 1 FROM "project_products" pp WHERE pp.project_id = p.id);
