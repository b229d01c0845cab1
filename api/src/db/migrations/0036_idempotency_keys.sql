-- Idempotent creates (issue 33): a create route called with an `Idempotency-Key` header
-- claims the key here before it runs. The primary key is the claim: of two requests with one
-- key (on any server) exactly one inserts the row and runs; the other finds it. A running
-- claim has no status yet; a finished one keeps the first answer (status, type and body) so a
-- retry replays it. A failed answer deletes the row, freeing the key. Rows expire after 24 h
-- and are swept (platform/idempotency.queries.ts, sweepExpiredIdempotencyKeys).
create table if not exists idempotency_keys (
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null,
  method text not null,
  route text not null,
  idempotency_key text not null check (length(idempotency_key) between 1 and 255),
  -- sha-256 of the request (params, query and body): the same key with another request is a 422.
  fingerprint text not null,
  status_code integer,
  content_type text,
  response_body text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (company_id, user_id, method, route, idempotency_key),
  foreign key (company_id, user_id) references users (company_id, id) on delete cascade
);

create index if not exists idempotency_keys_expires_at on idempotency_keys (expires_at);
