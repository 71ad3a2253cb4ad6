-- Full-text search is built in; typo tolerance needs pg_trgm (shipped with PGlite and PostgreSQL contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
