-- A company's modules and subscription decide, on every request, which routes its
-- staff may use (src/auth/guard.ts). The guard remembers them with the session
-- (src/auth/session-cache.ts), so a change is announced like the changes of
-- migration 0009: a module switched off or a subscription bought, renewed or ended
-- applies on the next request, on every server.
create or replace function itam_notify_company_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('itam_auth_changed', old.id::text);
  return null;
end $$;

drop trigger if exists companies_entitlement_update on companies;
create trigger companies_entitlement_update after update on companies
  for each row when (
    (old.modules, old.license_not_required, old.subscription_start, old.subscription_end)
    is distinct from
    (new.modules, new.license_not_required, new.subscription_start, new.subscription_end))
  execute function itam_notify_company_change();
