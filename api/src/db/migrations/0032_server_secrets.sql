-- Secrets every server of one PostgreSQL database shares (issue 33): without JWT_SECRET the
-- first server to start generates the signing secret of session tokens and signed addresses
-- here (insert ... on conflict do nothing, then read), and every server reads the same one.
create table if not exists server_secrets (
  name text primary key,
  value text not null check (length(value) >= 32),
  created_at timestamptz not null default now()
);
