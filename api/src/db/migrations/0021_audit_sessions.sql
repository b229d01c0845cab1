-- The scanner's audit sessions (issue 21, module asset-management, permissions on_asset
-- audit view/create): an auditor counts a branch (the register's location of an asset is
-- its branch, assets.office_id) with a phone. A session keeps the expected list as the
-- register had it at the start, every scan sent by the devices (each with the client's own
-- id, unique per session, so a scan sent twice is stored once), and on close the
-- follow-ups for the assets that were not found. Every table follows 0001: company_id on
-- each row and composite (company_id, id) references, so no row can point into another
-- company.

create table if not exists audit_sessions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  branch_id uuid not null,
  -- Where in the branch (a floor, a room): descriptive only, the register knows branches.
  area text check (length(area) between 1 and 200),
  -- The filter the expected list was taken with: {assetTypeIds?: [uuid], states?: [state]}.
  filter jsonb not null default '{}',
  status text not null default 'open' check (status in ('open', 'closed')),
  opened_by uuid,
  opened_at timestamptz not null default now(),
  closed_by uuid,
  closed_at timestamptz,
  -- The close's outcome: counts, and whether the unexpected assets were moved here.
  found_count integer,
  missing_count integer,
  unexpected_count integer,
  moves_confirmed boolean,
  unique (company_id, id),
  check ((status = 'closed') = (closed_at is not null)),
  foreign key (company_id, branch_id) references branches (company_id, id) on delete cascade,
  foreign key (company_id, opened_by) references users (company_id, id)
    on delete set null (opened_by),
  foreign key (company_id, closed_by) references users (company_id, id)
    on delete set null (closed_by)
);
create index if not exists audit_sessions_company_idx on audit_sessions (company_id, opened_at desc, id);
create index if not exists audit_sessions_open_idx on audit_sessions (company_id, branch_id)
  where status = 'open';

-- The expected list: the register's assets of the branch (and filter) when the session
-- started, with what they were then.
create table if not exists audit_session_items (
  session_id uuid not null,
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  name text not null,
  tag text,
  state text not null,
  primary key (session_id, asset_id),
  foreign key (company_id, session_id) references audit_sessions (company_id, id)
    on delete cascade,
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade
);

-- One scan as a device sent it: the asset its code resolved to (none: an unknown tag).
create table if not exists audit_scans (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  session_id uuid not null,
  -- The device's id of the scan: a retry of the same scan is stored once.
  client_scan_id text not null check (client_scan_id ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  code text not null check (length(code) between 1 and 500),
  tag text check (length(tag) between 1 and 200),
  asset_id uuid,
  -- found: on the expected list; unexpected: an asset of the company that is not;
  -- unknown: no asset of the company has the tag.
  result text not null check (result in ('found', 'unexpected', 'unknown')),
  condition text check (condition in ('good', 'fair', 'poor', 'damaged')),
  note text check (length(note) <= 1000),
  scanned_by uuid,
  -- The device's clock when it read the code; received_at is the server's.
  scanned_at timestamptz not null,
  received_at timestamptz not null default now(),
  undone_at timestamptz,
  undone_by uuid,
  unique (company_id, id),
  unique (session_id, client_scan_id),
  check ((asset_id is null) = (result = 'unknown')),
  foreign key (company_id, session_id) references audit_sessions (company_id, id)
    on delete cascade,
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, scanned_by) references users (company_id, id)
    on delete set null (scanned_by),
  foreign key (company_id, undone_by) references users (company_id, id)
    on delete set null (undone_by)
);
create index if not exists audit_scans_session_idx on audit_scans (session_id, scanned_at, id);
create index if not exists audit_scans_asset_idx on audit_scans (session_id, asset_id)
  where undone_at is null;

-- What is left to do after a close: an expected asset that was not found.
create table if not exists audit_follow_ups (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  session_id uuid not null,
  asset_id uuid not null,
  kind text not null default 'missing' check (kind in ('missing')),
  status text not null default 'open' check (status in ('open', 'resolved')),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (session_id, asset_id),
  foreign key (company_id, session_id) references audit_sessions (company_id, id)
    on delete cascade,
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade
);
create index if not exists audit_follow_ups_open_idx on audit_follow_ups (company_id, created_at)
  where status = 'open';
