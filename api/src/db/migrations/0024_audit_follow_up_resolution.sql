-- Resolving an audit's follow-up (issue 21): a missing asset was found later, or it was
-- written off as lost (its state set to LOST through the asset lifecycle, with its
-- activity); who resolved it and when. Open follow-ups have none of the three.
alter table audit_follow_ups
  add column if not exists resolution text check (resolution in ('found', 'lost')),
  add column if not exists resolved_by uuid,
  add column if not exists resolved_at timestamptz,
  add constraint audit_follow_ups_resolved_check
    check ((status = 'open') = (resolution is null and resolved_at is null)),
  add constraint audit_follow_ups_resolved_by_fkey foreign key (company_id, resolved_by)
    references users (company_id, id) on delete set null (resolved_by);
