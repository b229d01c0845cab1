-- Aggregates of assets kept by statement-level triggers, in the same
-- transaction as every insert, update, delete and truncate of assets, so they
-- can never disagree with the rows (a bulk load that disables triggers must
-- call refresh_asset_aggregates() afterwards):
--   asset_counts    exact counts per company and state: a list's total is one
--                   tiny lookup instead of counting 100k index entries;
--   asset_versions  a per-company number bumped by every change to its assets
--                   (renaming an employee or branch rewrites their assets too):
--                   results derived from assets and remembered together with
--                   the version they were read at are valid exactly while the
--                   version is unchanged.

create table asset_counts (
  company_id uuid not null references companies (id) on delete cascade,
  state text not null,
  n bigint not null check (n >= 0),
  primary key (company_id, state)
);

create table asset_versions (
  company_id uuid primary key references companies (id) on delete cascade,
  version bigint not null
);

-- Rows are locked in company order so concurrent writers cannot deadlock.
create function bump_asset_versions(companies uuid[]) returns void language sql as $$
  insert into asset_versions as v (company_id, version)
  select c, 1 from (select distinct unnest(companies) as c) d order by c
  on conflict (company_id) do update set version = v.version + 1;
$$;

-- A transition table exists only for its own event, so each event has a
-- function that names only the tables it gets.
create function asset_aggregates_insert() returns trigger language plpgsql as $$
begin
  insert into asset_counts as c (company_id, state, n)
  select company_id, state, count(*) from new_rows group by 1, 2 order by 1, 2
  on conflict (company_id, state) do update set n = c.n + excluded.n;
  perform bump_asset_versions(array(select distinct company_id from new_rows));
  return null;
end $$;

create function asset_aggregates_delete() returns trigger language plpgsql as $$
begin
  update asset_counts c set n = c.n - d.n
  from (select company_id, state, count(*) as n from old_rows group by 1, 2 order by 1, 2) d
  where c.company_id = d.company_id and c.state = d.state;
  perform bump_asset_versions(array(select distinct company_id from old_rows));
  return null;
end $$;

create function asset_aggregates_update() returns trigger language plpgsql as $$
begin
  -- Net change per (company, state): decrements through UPDATE, increments
  -- through the upsert (an upsert's proposed row meets the check constraint
  -- before the conflict, so it must never carry a negative n).
  update asset_counts c set n = c.n + d.delta
  from (
    select company_id, state, sum(delta) as delta
    from (select company_id, state, 1 as delta from new_rows
          union all select company_id, state, -1 from old_rows) changes
    group by 1, 2 having sum(delta) < 0 order by 1, 2
  ) d
  where c.company_id = d.company_id and c.state = d.state;
  insert into asset_counts as c (company_id, state, n)
  select company_id, state, sum(delta)
  from (select company_id, state, 1 as delta from new_rows
        union all select company_id, state, -1 from old_rows) changes
  group by 1, 2 having sum(delta) > 0 order by 1, 2
  on conflict (company_id, state) do update set n = c.n + excluded.n;
  perform bump_asset_versions(array(select company_id from new_rows union select company_id from old_rows));
  return null;
end $$;

create function refresh_asset_aggregates() returns void language sql as $$
  delete from asset_counts;
  insert into asset_counts (company_id, state, n)
  select company_id, state, count(*) from assets group by 1, 2;
  select bump_asset_versions(array(select id from companies));
$$;

create function asset_aggregates_truncate() returns trigger language plpgsql as $$
begin
  delete from asset_counts;
  perform bump_asset_versions(array(select company_id from asset_versions));
  return null;
end $$;

create trigger assets_aggregates_insert_trg after insert on assets
  referencing new table as new_rows for each statement execute function asset_aggregates_insert();
create trigger assets_aggregates_delete_trg after delete on assets
  referencing old table as old_rows for each statement execute function asset_aggregates_delete();
create trigger assets_aggregates_update_trg after update on assets
  referencing old table as old_rows new table as new_rows for each statement execute function asset_aggregates_update();
create trigger assets_aggregates_truncate_trg after truncate on assets
  for each statement execute function asset_aggregates_truncate();

select refresh_asset_aggregates();
