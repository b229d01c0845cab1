-- The employee list's pages from one index for every status, read from the index alone.
-- Its statements are prepared with generic plans, where the status is a parameter: the
-- partial index of 0012 (`where active`) is usable only when a plan sees the literal, so
-- pages walked employees_company_name_idx and read the table for every skipped row.
-- `include (name)`: an index-only scan of an expression index needs the column itself.
create index if not exists employees_company_active_name_idx
  on employees (company_id, active, lower(name) collate "C", id) include (name);
drop index if exists employees_active_name_idx;
