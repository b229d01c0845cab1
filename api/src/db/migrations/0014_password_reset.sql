-- One-time links of two purposes in one table: an invitation (a new user sets a password
-- and joins with a role) or a password reset (an existing user, named by user_id, sets a
-- new password; no role). Both keep only the SHA-256 of the token.
alter table invitations
  add column if not exists purpose text not null default 'invitation'
  check (purpose in ('invitation', 'reset'));
alter table invitations alter column role_id drop not null;
alter table invitations drop constraint if exists invitations_role_of_purpose;
alter table invitations
  add constraint invitations_role_of_purpose check ((purpose = 'invitation') = (role_id is not null));
-- A new reset link replaces the user's unused ones.
create index if not exists invitations_open_resets_idx on invitations (user_id)
  where purpose = 'reset' and accepted_at is null;
