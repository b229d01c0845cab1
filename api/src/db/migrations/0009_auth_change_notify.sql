-- Announces committed changes that can alter what a token grants: a session revoked,
-- shortened or deleted, a user deactivated or given another role, a role edited or
-- deleted. Payload: the company id ('*' after a truncate). Each server listens on
-- 'itam_auth_changed' and drops that company's cached sessions (src/db/change-feed.ts,
-- src/auth/session-cache.ts). PostgreSQL sends a notification only at commit and folds
-- identical ones of a transaction into one, so a bulk change costs one message.
-- Inserts are not announced: a new row cannot make a cached session stale.

create or replace function itam_notify_auth_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('itam_auth_changed', '*');
    return null;
  end if;
  perform pg_notify('itam_auth_changed', old.company_id::text);
  if tg_op = 'UPDATE' and new.company_id is distinct from old.company_id then
    perform pg_notify('itam_auth_changed', new.company_id::text);
  end if;
  return null;
end $$;

drop trigger if exists sessions_auth_update on sessions;
create trigger sessions_auth_update after update on sessions
  for each row when (old.* is distinct from new.*)
  execute function itam_notify_auth_change();

-- Login deletes the user's long-expired sessions: nothing can hold those (a cached
-- session ends at its expires_at), so only a live one (or one expired in the last
-- minutes, for clock skew between servers) is announced.
drop trigger if exists sessions_auth_delete on sessions;
create trigger sessions_auth_delete after delete on sessions
  for each row when (old.revoked_at is null and old.expires_at > now() - interval '5 minutes')
  execute function itam_notify_auth_change();

drop trigger if exists users_auth_update on users;
create trigger users_auth_update after update on users
  for each row when ((old.id, old.company_id, old.role_id, old.active) is distinct from (new.id, new.company_id, new.role_id, new.active))
  execute function itam_notify_auth_change();

drop trigger if exists users_auth_delete on users;
create trigger users_auth_delete after delete on users
  for each row execute function itam_notify_auth_change();

drop trigger if exists roles_auth_update on roles;
create trigger roles_auth_update after update on roles
  for each row when ((old.id, old.company_id, old.role_name, old.access_level, old.policies)
    is distinct from (new.id, new.company_id, new.role_name, new.access_level, new.policies))
  execute function itam_notify_auth_change();

drop trigger if exists roles_auth_delete on roles;
create trigger roles_auth_delete after delete on roles
  for each row execute function itam_notify_auth_change();

drop trigger if exists sessions_auth_truncate on sessions;
create trigger sessions_auth_truncate after truncate on sessions
  for each statement execute function itam_notify_auth_change();

drop trigger if exists users_auth_truncate on users;
create trigger users_auth_truncate after truncate on users
  for each statement execute function itam_notify_auth_change();

drop trigger if exists roles_auth_truncate on roles;
create trigger roles_auth_truncate after truncate on roles
  for each statement execute function itam_notify_auth_change();
