-- The operators' company search matches any part of names, registration numbers, e-mail addresses and
-- phone numbers with trigram indexes (docs/decisions/018-operator-company-search.md). pg_trgm is a trusted
-- extension: the database owner may create it; PGlite loads it when the database is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
