-- The points summary is kept while its company's row version is unchanged (decision 036), so that row
-- must follow everything the summary is made of. Its balance and tier progress it follows already (the
-- balance is a column, the progress rewrites it: 0026). Here the database also writes the company's row
-- again when one of its ledger rows is written (the expiry figures sum the ledger, and the end of a
-- reservation writes ledger rows without moving the balance), when one of its projects is created or
-- deleted, and when a project's status changes or a closed project's product counts do (the summary
-- counts the projects in progress and the accepted products of the closed ones). A scan into an open
-- project changes none of these, so the company's row stays as it is and the kept project details of the
-- company with it.
-- Statement triggers, as in 0026: a job that changes many projects at once takes all their row locks
-- before it takes any company's, so it never holds a company that a project's close (project, then
-- company) waits for while waiting for that close's project.
CREATE FUNCTION "company_row_rewrite_on_project_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  -- status 2 is PROJECT_STATUS.CLOSED
  changed := array(
    SELECT DISTINCT v.company_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.company_id), (o.company_id)) v(company_id)
    WHERE n.status IS DISTINCT FROM o.status
      OR n.company_id IS DISTINCT FROM o.company_id
      OR ((n.status = 2 OR o.status = 2) AND n.product_counts IS DISTINCT FROM o.product_counts));
  IF cardinality(changed) > 0 THEN
    UPDATE "companies" c SET "id" = c."id" WHERE c."id" = ANY (changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_rewrite_company_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "projects_rewrite_company_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite_on_project_change"();--> statement-breakpoint
CREATE TRIGGER "projects_rewrite_company_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "points_ledger_rewrite_company_insert" AFTER INSERT ON "points_ledger"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "points_ledger_rewrite_company_update" AFTER UPDATE ON "points_ledger"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "points_ledger_rewrite_company_delete" AFTER DELETE ON "points_ledger"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();
