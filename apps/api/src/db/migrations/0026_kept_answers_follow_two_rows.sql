-- A kept answer's key (decisions 034 and 035) reads the versions (xmin) of two rows only: the project's
-- and the company's. So that these follow everything a project's detail or a page of projects is made of,
-- the database writes the project's row again whenever one of its survey answers or its lead is written
-- (as it does for its products, 0025), and the company's row whenever its tier progress is. An update that
-- sets no new value still writes a new version of the row, which is all a key needs; no value changes,
-- and no updated_at either (the projects list is ordered by it).
-- Lock order: every writer of these rows takes the child's row first and the parent's after it, as a
-- project's close does (tier progress, then the ledger's update of the company) and a lead's move does
-- (the lead, then its project).
CREATE FUNCTION "project_row_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT DISTINCT project_id FROM new_rows WHERE project_id IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT DISTINCT project_id FROM old_rows WHERE project_id IS NOT NULL);
  ELSE
    changed := array(SELECT project_id FROM new_rows WHERE project_id IS NOT NULL
      UNION SELECT project_id FROM old_rows WHERE project_id IS NOT NULL);
  END IF;
  IF cardinality(changed) > 0 THEN
    UPDATE "projects" p SET "id" = p."id" WHERE p."id" = ANY (changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "company_row_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT DISTINCT company_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT DISTINCT company_id FROM old_rows);
  ELSE
    changed := array(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows);
  END IF;
  IF cardinality(changed) > 0 THEN
    UPDATE "companies" c SET "id" = c."id" WHERE c."id" = ANY (changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_survey_answers_rewrite_project_insert" AFTER INSERT ON "project_survey_answers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "project_survey_answers_rewrite_project_update" AFTER UPDATE ON "project_survey_answers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "project_survey_answers_rewrite_project_delete" AFTER DELETE ON "project_survey_answers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "leads_rewrite_project_insert" AFTER INSERT ON "leads"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "leads_rewrite_project_update" AFTER UPDATE ON "leads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "leads_rewrite_project_delete" AFTER DELETE ON "leads"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "company_tier_progress_rewrite_company_insert" AFTER INSERT ON "company_tier_progress"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "company_tier_progress_rewrite_company_update" AFTER UPDATE ON "company_tier_progress"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();--> statement-breakpoint
CREATE TRIGGER "company_tier_progress_rewrite_company_delete" AFTER DELETE ON "company_tier_progress"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_row_rewrite"();
