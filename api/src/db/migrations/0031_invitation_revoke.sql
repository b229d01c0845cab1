-- An administrator may revoke a pending invitation: its link then answers that it was
-- revoked (not that it is unknown or used).
alter table invitations add column if not exists revoked_at timestamptz;
