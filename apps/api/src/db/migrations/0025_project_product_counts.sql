ALTER TABLE "projects" ADD COLUMN "product_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The projects list shows each project's products counted by type (decision 033): the database keeps the
-- counts, so every way of writing products (a scan, a batch, a delete, a review, a seed) keeps them right.
-- Every writer holds the project's row lock already, so the update below waits for nobody new.
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
  UPDATE "projects" p SET "product_counts" = coalesce((
      SELECT jsonb_agg(jsonb_build_object('type', c.type, 'total', c.total, 'rejected', c.rejected) ORDER BY c.type)
      FROM (SELECT pp.type, count(*)::int AS total, (count(*) FILTER (WHERE pp.flag = 3))::int AS rejected
            FROM "project_products" pp WHERE pp.project_id = p.id GROUP BY pp.type) c), '[]'::jsonb)
    WHERE p.id = ANY (changed);
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
UPDATE "projects" p SET "product_counts" = c.counts
  FROM (SELECT g.project_id,
          jsonb_agg(jsonb_build_object('type', g.type, 'total', g.total, 'rejected', g.rejected) ORDER BY g.type) AS counts
        FROM (SELECT pp.project_id, pp.type, count(*)::int AS total,
                (count(*) FILTER (WHERE pp.flag = 3))::int AS rejected
              FROM "project_products" pp GROUP BY pp.project_id, pp.type) g
        GROUP BY g.project_id) c
  WHERE c.project_id = p.id;
