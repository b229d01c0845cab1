-- The employee list's deep pages from remembered checkpoints (services/page-checkpoints.ts),
-- as the asset list's: employee_versions is a per-company number bumped by every insert,
-- update, delete and truncate of its employees, in the same transaction (the statement-level
-- triggers of 0012 that keep employee_counts, and one for truncate). Checkpoints remembered
-- with the version they were read at are used only while it is unchanged, so a page after a
-- create, an edit, a deactivation or an import is exact.

create table if not exists employee_versions (
  company_id uuid primary key references companies (id) on delete cascade,
  version bigint not null
);

-- Rows are locked in company order so concurrent writers cannot deadlock.
create or replace function bump_employee_versions(companies uuid[]) returns void language sql as $$
  insert into employee_versions as v (company_id, version)
  select c, 1 from (select distinct unnest(companies) as c) d order by c
  on conflict (company_id) do update set version = v.version + 1;
$$;

create or replace function employee_counts_insert() returns trigger language plpgsql as $$
begin
  insert into employee_counts as c (company_id, active, n)
  select company_id, active, count(*) from new_rows group by 1, 2 order by 1, 2
  on conflict (company_id, active) do update set n = c.n + excluded.n;
  perform bump_employee_versions(array(select distinct company_id from new_rows));
  return null;
end $$;

create or replace function employee_counts_delete() returns trigger language plpgsql as $$
begin
  update employee_counts c set n = c.n - d.n
  from (select company_id, active, count(*) as n from old_rows group by 1, 2 order by 1, 2) d
  where c.company_id = d.company_id and c.active = d.active;
  perform bump_employee_versions(array(select distinct company_id from old_rows));
  return null;
end $$;

create or replace function employee_counts_update() returns trigger language plpgsql as $$
begin
  -- Net change per (company, active): decrements first, then the upsert of increments.
  update employee_counts c set n = c.n + d.delta
  from (
    select company_id, active, sum(delta) as delta
    from (select company_id, active, 1 as delta from new_rows
          union all select company_id, active, -1 from old_rows) changes
    group by 1, 2 having sum(delta) < 0 order by 1, 2
  ) d
  where c.company_id = d.company_id and c.active = d.active;
  insert into employee_counts as c (company_id, active, n)
  select company_id, active, sum(delta)
  from (select company_id, active, 1 as delta from new_rows
        union all select company_id, active, -1 from old_rows) changes
  group by 1, 2 having sum(delta) > 0 order by 1, 2
  on conflict (company_id, active) do update set n = c.n + excluded.n;
  perform bump_employee_versions(
    array(select company_id from new_rows union select company_id from old_rows));
  return null;
end $$;

create or replace function employee_counts_truncate() returns trigger language plpgsql as $$
begin
  delete from employee_counts;
  perform bump_employee_versions(array(select company_id from employee_versions));
  return null;
end $$;

drop trigger if exists employee_counts_truncate_trg on employees;
create trigger employee_counts_truncate_trg after truncate on employees
  for each statement execute function employee_counts_truncate();
