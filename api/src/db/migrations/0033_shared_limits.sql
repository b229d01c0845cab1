-- Limits every server shares (issue 33): login throttling and the routes' rate limits count
-- here instead of in each process, so N servers enforce one limit and a restart keeps it.
-- Times are milliseconds since the epoch from the servers' clock (tests move it).

-- Sliding windows (auth/login-limiter.ts): per key (the limiter's name and its key, e.g.
-- an address or an account), the times of its counted tries, oldest first, trimmed to the
-- window on every write. expires_at: the last try plus the window; the row is swept after.
create table if not exists limit_hits (
  key text primary key,
  hits bigint[] not null,
  expires_at bigint not null
);
create index if not exists limit_hits_expires_at on limit_hits (expires_at);

-- Fixed windows (platform/rate-limit-store.ts, @fastify/rate-limit): requests per key (the
-- route and the client address) in the window that ends at resets_at.
create table if not exists rate_limit_counts (
  key text primary key,
  count integer not null,
  resets_at bigint not null
);
create index if not exists rate_limit_counts_resets_at on rate_limit_counts (resets_at);
