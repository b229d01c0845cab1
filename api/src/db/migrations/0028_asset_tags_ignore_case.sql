-- Asset tags ignore case (issue 31): a label's tag typed or scanned in lower case is the
-- register's upper-case one, and a tag names one asset of its company. Where two assets of
-- a company share a tag today (a tag rule set back, a tag typed twice, or tags differing
-- only by case), the oldest keeps it and each later one gets the tag with " (2)", " (3)"...
-- added, with an activity row saying so: a scan could reach only the oldest of them anyway.
with ranked as (
  select id, company_id, tag,
    row_number() over (partition by company_id, lower(tag) order by created_at, id) as n
  from assets where tag is not null
), renamed as (
  update assets a set tag = r.tag || ' (' || r.n || ')', updated_at = now()
  from ranked r where a.id = r.id and r.n > 1
  returning a.id, a.company_id, r.tag as before_tag, a.tag as after_tag
)
insert into activity_log (company_id, entity_type, entity_id, action, before, after)
select company_id, 'asset', id, 'update', jsonb_build_object('tag', before_tag),
  jsonb_build_object('tag', after_tag)
from renamed;

-- The scanner, audit scans and tag links look a tag up by lower(tag); the index that
-- served the exact lookups goes.
drop index if exists assets_company_tag_idx;
create unique index if not exists assets_company_tag_key on assets (company_id, lower(tag))
  where tag is not null;
