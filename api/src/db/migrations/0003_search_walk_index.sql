-- A text search over common terms walks the default order (created_at) and
-- filters each row on search_text (services/asset-search.ts). Carrying
-- search_text in that index makes the walk an index-only scan instead of one
-- row read per entry. Index entries are limited in size (about 2.7 kB), so the
-- searchable text is capped at 500 characters (2 kB even in 4-byte UTF-8).

create or replace function assets_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := left(lower(concat_ws(E'\n',
    new.name, new.serial_number, new.tag, new.imei, new.vendor, new.make, new.model,
    (select concat_ws(' ', e.code, e.name) from employees e where e.id = new.employee_id),
    (select concat_ws(' ', b.branch_id, b.name, b.city) from branches b where b.id = new.office_id)
  )), 500);
  return new;
end $$;

update assets set search_text = left(search_text, 500) where length(search_text) > 500;

drop index assets_company_created_idx;
create index assets_company_created_idx on assets (company_id, created_at, id) include (search_text);
