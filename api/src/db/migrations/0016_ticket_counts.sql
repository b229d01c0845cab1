-- The agents' queue at 100,000 tickets (issue 17): the total of a page filtered by kind,
-- status and priority only is a sum over ticket_counts, kept exact by statement-level
-- triggers in the same transaction as every write to tickets (like employee_counts, 0012),
-- instead of counting tens of thousands of rows for each page.

create table if not exists ticket_counts (
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null,
  status text not null,
  priority smallint not null,
  n bigint not null check (n >= 0),
  primary key (company_id, kind, status, priority)
);

create or replace function ticket_counts_insert() returns trigger language plpgsql as $$
begin
  insert into ticket_counts as c (company_id, kind, status, priority, n)
  select company_id, kind, status, priority, count(*) from new_rows
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (company_id, kind, status, priority) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function ticket_counts_delete() returns trigger language plpgsql as $$
begin
  update ticket_counts c set n = c.n - d.n
  from (select company_id, kind, status, priority, count(*) as n from old_rows
        group by 1, 2, 3, 4 order by 1, 2, 3, 4) d
  where c.company_id = d.company_id and c.kind = d.kind and c.status = d.status
    and c.priority = d.priority;
  return null;
end $$;

create or replace function ticket_counts_update() returns trigger language plpgsql as $$
begin
  -- Net change per (company, kind, status, priority): decrements first, then increments.
  update ticket_counts c set n = c.n + d.delta
  from (
    select company_id, kind, status, priority, sum(delta) as delta
    from (select company_id, kind, status, priority, 1 as delta from new_rows
          union all select company_id, kind, status, priority, -1 from old_rows) changes
    group by 1, 2, 3, 4 having sum(delta) < 0 order by 1, 2, 3, 4
  ) d
  where c.company_id = d.company_id and c.kind = d.kind and c.status = d.status
    and c.priority = d.priority;
  insert into ticket_counts as c (company_id, kind, status, priority, n)
  select company_id, kind, status, priority, sum(delta)
  from (select company_id, kind, status, priority, 1 as delta from new_rows
        union all select company_id, kind, status, priority, -1 from old_rows) changes
  group by 1, 2, 3, 4 having sum(delta) > 0 order by 1, 2, 3, 4
  on conflict (company_id, kind, status, priority) do update set n = c.n + excluded.n;
  return null;
end $$;

drop trigger if exists ticket_counts_insert_trg on tickets;
create trigger ticket_counts_insert_trg after insert on tickets
  referencing new table as new_rows for each statement execute function ticket_counts_insert();
drop trigger if exists ticket_counts_delete_trg on tickets;
create trigger ticket_counts_delete_trg after delete on tickets
  referencing old table as old_rows for each statement execute function ticket_counts_delete();
drop trigger if exists ticket_counts_update_trg on tickets;
create trigger ticket_counts_update_trg after update on tickets
  referencing old table as old_rows new table as new_rows
  for each statement execute function ticket_counts_update();

delete from ticket_counts;
insert into ticket_counts (company_id, kind, status, priority, n)
select company_id, kind, status, priority, count(*) from tickets group by 1, 2, 3, 4;
