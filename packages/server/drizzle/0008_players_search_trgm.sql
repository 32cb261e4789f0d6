-- The players contains-search (ILIKE '%term%' over five fields joined by chr(1), features/players/service.ts)
-- through a trigram GIN index, only where the pg_trgm extension is available and may be created: without
-- it (no contrib package, no privilege on a managed database) the search scans the instance's rows.
-- The extension goes to schema public so dropping one app schema never takes it from the others.
DO $$
DECLARE ext_schema text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: the players search scans';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'no privilege to create pg_trgm: the players search scans';
    RETURN;
  END;
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  EXECUTE format(
    'CREATE INDEX IF NOT EXISTS players_search_trgm_idx ON players USING gin '
    '((name || chr(1) || discord_name || chr(1) || discord_id || chr(1) || steam_id || chr(1) || eos_id) %I.gin_trgm_ops)',
    ext_schema);
END $$;
