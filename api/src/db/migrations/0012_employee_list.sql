-- The employee list at 10,000 employees as fast as the asset list (issue 16): its total
-- is a lookup in employee_counts, kept exact by statement-level triggers in the same
-- transaction as every write (like asset_counts, migration 0002), and its pages of
-- active employees by name walk a partial index instead of sorting the company.

create table if not exists employee_counts (
  company_id uuid not null references companies (id) on delete cascade,
  active boolean not null,
  n bigint not null check (n >= 0),
  primary key (company_id, active)
);

create or replace function employee_counts_insert() returns trigger language plpgsql as $$
begin
  insert into employee_counts as c (company_id, active, n)
  select company_id, active, count(*) from new_rows group by 1, 2 order by 1, 2
  on conflict (company_id, active) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function employee_counts_delete() returns trigger language plpgsql as $$
begin
  update employee_counts c set n = c.n - d.n
  from (select company_id, active, count(*) as n from old_rows group by 1, 2 order by 1, 2) d
  where c.company_id = d.company_id and c.active = d.active;
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
  return null;
end $$;

drop trigger if exists employee_counts_insert_trg on employees;
create trigger employee_counts_insert_trg after insert on employees
  referencing new table as new_rows for each statement execute function employee_counts_insert();
drop trigger if exists employee_counts_delete_trg on employees;
create trigger employee_counts_delete_trg after delete on employees
  referencing old table as old_rows for each statement execute function employee_counts_delete();
drop trigger if exists employee_counts_update_trg on employees;
create trigger employee_counts_update_trg after update on employees
  referencing old table as old_rows new table as new_rows
  for each statement execute function employee_counts_update();

delete from employee_counts;
insert into employee_counts (company_id, active, n)
select company_id, active, count(*) from employees group by 1, 2;

create index if not exists employees_active_name_idx
  on employees (company_id, lower(name) collate "C", id) where active;
