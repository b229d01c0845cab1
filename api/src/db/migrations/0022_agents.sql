-- The diagnostics agent (issue 22, module asset-management): one-time enrolment tokens, the
-- enrolled computers with their own (hashed, revocable) tokens, the reports they send, a
-- review queue for reports that match no asset or several, the identifiers a linked asset is
-- known by (hardware UUID, MAC), diagnostic jobs and each company's health thresholds. Every
-- table follows 0001: company_id on each row and composite (company_id, id) references, so no
-- row can point into another company.

-- A one-time enrolment token (created under account settings by download_agent): only its
-- SHA-256 is stored; used once, before it expires.
create table if not exists agent_enrolment_tokens (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  token_hash text not null unique,
  created_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  computer_id uuid,
  unique (company_id, id),
  foreign key (company_id, created_by) references users (company_id, id)
    on delete set null (created_by)
);
create index if not exists agent_enrolment_tokens_company_idx
  on agent_enrolment_tokens (company_id, created_at desc);

-- One enrolled computer: its agent's token (SHA-256), what its last report said it is, its
-- health by the company's thresholds, and the asset its reports update.
create table if not exists agent_computers (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  hostname text not null check (length(hostname) between 1 and 255),
  token_hash text not null unique,
  -- Who made the enrolment token: the actor of the asset changes its reports make.
  enrolled_by uuid,
  enrolled_at timestamptz not null default now(),
  revoked_at timestamptz,
  last_seen_at timestamptz,
  asset_id uuid,
  -- good, warning, critical by the thresholds; unknown before the first report.
  health text not null default 'unknown'
    check (health in ('unknown', 'good', 'warning', 'critical')),
  -- [{key, level, value}]: which measures set the level.
  health_reasons jsonb not null default '[]',
  -- The health section of the latest report, so new thresholds regrade every computer
  -- without reading the reports.
  latest_health jsonb,
  serial text,
  hardware_uuid text,
  macs jsonb not null default '[]',
  os text,
  agent_version text,
  unique (company_id, id),
  foreign key (company_id, enrolled_by) references users (company_id, id)
    on delete set null (enrolled_by),
  foreign key (company_id, asset_id) references assets (company_id, id)
    on delete set null (asset_id)
);
-- The /devices list: by host name, or by health then host name, keyset-paged by id.
create index if not exists agent_computers_list_idx on agent_computers (company_id, hostname, id);
create index if not exists agent_computers_health_idx
  on agent_computers (company_id, health, hostname, id);
create index if not exists agent_computers_asset_idx on agent_computers (company_id, asset_id)
  where asset_id is not null;

alter table agent_enrolment_tokens
  add constraint agent_enrolment_tokens_computer_fk foreign key (company_id, computer_id)
    references agent_computers (company_id, id) on delete set null (computer_id);

-- One report as received (validated and size-limited by the API; the check is a backstop).
create table if not exists agent_reports (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  computer_id uuid not null,
  received_at timestamptz not null default now(),
  body jsonb not null check (octet_length(body::text) <= 2097152),
  unique (company_id, id),
  foreign key (company_id, computer_id) references agent_computers (company_id, id)
    on delete cascade
);
create index if not exists agent_reports_computer_idx
  on agent_reports (company_id, computer_id, received_at desc);

-- What an asset is known by besides its serial number: recorded when a computer's reports
-- are linked to it, so a reinstalled computer (a new agent) finds its asset again.
create table if not exists agent_asset_identifiers (
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null check (kind in ('hardware_uuid', 'mac')),
  value text not null check (length(value) between 1 and 200),
  asset_id uuid not null,
  primary key (company_id, kind, value, asset_id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade
);
create index if not exists agent_asset_identifiers_asset_idx
  on agent_asset_identifiers (company_id, asset_id);

-- A computer whose report matched no asset, or several: an administrator links it to an
-- asset or creates one. At most one open entry per computer (a newer report refreshes it).
create table if not exists agent_reviews (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  computer_id uuid not null,
  report_id uuid not null,
  reason text not null check (reason in ('unmatched', 'ambiguous')),
  -- The asset ids an ambiguous report matched.
  candidates jsonb not null default '[]',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid,
  resolution text check (resolution in ('linked', 'created')),
  asset_id uuid,
  unique (company_id, id),
  check ((resolved_at is null) = (resolution is null)),
  foreign key (company_id, computer_id) references agent_computers (company_id, id)
    on delete cascade,
  foreign key (company_id, report_id) references agent_reports (company_id, id) on delete cascade,
  foreign key (company_id, resolved_by) references users (company_id, id)
    on delete set null (resolved_by),
  foreign key (company_id, asset_id) references assets (company_id, id)
    on delete set null (asset_id)
);
create unique index if not exists agent_reviews_open_computer_idx
  on agent_reviews (company_id, computer_id) where resolved_at is null;
create index if not exists agent_reviews_open_idx on agent_reviews (company_id, created_at desc, id)
  where resolved_at is null;

-- A diagnostic job for one computer (a request for many makes one per computer, one batch).
create table if not exists agent_jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  computer_id uuid not null,
  batch_id uuid not null,
  kind text not null default 'diagnostics' check (kind in ('diagnostics')),
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  step text check (length(step) <= 200),
  -- {checks: [{key, status, detail}]}
  result jsonb,
  error text check (length(error) <= 1000),
  created_by uuid,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (company_id, id),
  check ((status = 'failed') = (error is not null)),
  foreign key (company_id, computer_id) references agent_computers (company_id, id)
    on delete cascade,
  foreign key (company_id, created_by) references users (company_id, id)
    on delete set null (created_by)
);
-- The agent's poll: its computer's queued jobs, oldest first.
create index if not exists agent_jobs_computer_idx
  on agent_jobs (company_id, computer_id, status, created_at);
create index if not exists agent_jobs_list_idx on agent_jobs (company_id, created_at desc, id);
create index if not exists agent_jobs_status_idx
  on agent_jobs (company_id, status, created_at desc, id);

-- A company's health thresholds (none: the defaults of services/agents/health.ts).
create table if not exists agent_health_thresholds (
  company_id uuid primary key references companies (id) on delete cascade,
  disk_free_warning_percent integer not null check (disk_free_warning_percent between 0 and 100),
  disk_free_critical_percent integer not null check (disk_free_critical_percent between 0 and 100),
  memory_used_warning_percent integer not null
    check (memory_used_warning_percent between 0 and 100),
  memory_used_critical_percent integer not null
    check (memory_used_critical_percent between 0 and 100),
  battery_capacity_warning_percent integer not null
    check (battery_capacity_warning_percent between 0 and 100),
  battery_capacity_critical_percent integer not null
    check (battery_capacity_critical_percent between 0 and 100),
  uptime_warning_days integer not null check (uptime_warning_days between 1 and 3650),
  uptime_critical_days integer not null check (uptime_critical_days between 1 and 3650),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  foreign key (company_id, updated_by) references users (company_id, id)
    on delete set null (updated_by)
);
