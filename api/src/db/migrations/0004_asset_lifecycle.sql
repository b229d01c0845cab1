-- The asset life cycle (issue 4): detail fields, depreciation settings and
-- disposal details on assets; assignments, audits, comments and images as
-- their own tables. Every new table follows 0001: company_id on each row and
-- composite (company_id, id) references, so no row can point into another
-- company. Rows of an asset go with it (on delete cascade); its history stays
-- in activity_log.

alter table assets
  add column if not exists description text,
  add column if not exists depreciation_method text
    check (depreciation_method in ('straight-line', 'declining-balance')),
  add column if not exists useful_life_years integer check (useful_life_years between 1 and 50),
  add column if not exists salvage_value numeric(14, 2) check (salvage_value >= 0),
  -- null: depreciation starts on the date of purchase.
  add column if not exists depreciation_start date,
  add column if not exists disposal_date date,
  add column if not exists disposal_method text,
  add column if not exists disposal_certificate text;

-- Who had an asset and when. returned_on is null for the current holder, and an
-- asset has at most one current holder. assets.employee_id / date_of_assign
-- mirror the open row, so the list needs no join.
create table if not exists asset_assignments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  employee_id uuid not null,
  assigned_on date not null,
  returned_on date,
  note text,
  return_note text,
  assigned_by uuid,
  returned_by uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  check (returned_on is null or returned_on >= assigned_on),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, employee_id) references employees (company_id, id),
  foreign key (company_id, assigned_by) references users (company_id, id) on delete set null (assigned_by),
  foreign key (company_id, returned_by) references users (company_id, id) on delete set null (returned_by)
);
create unique index if not exists asset_assignments_open_key on asset_assignments (asset_id) where returned_on is null;
create index if not exists asset_assignments_asset_idx on asset_assignments (company_id, asset_id, assigned_on);

create table if not exists asset_audits (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  audit_date date not null,
  auditor_name text not null check (length(auditor_name) between 1 and 120),
  office_id uuid,
  condition text not null check (condition in ('good', 'fair', 'poor', 'damaged')),
  notes text,
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, office_id) references branches (company_id, id),
  foreign key (company_id, created_by) references users (company_id, id) on delete set null (created_by)
);
create index if not exists asset_audits_asset_idx on asset_audits (company_id, asset_id, audit_date);

create table if not exists asset_comments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  author_id uuid,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, author_id) references users (company_id, id) on delete set null (author_id)
);
create index if not exists asset_comments_asset_idx on asset_comments (company_id, asset_id, created_at);

-- An image row is created with the upload address ('pending') and becomes
-- 'stored' when its bytes arrive; the file is <uploads>/<company_id>/<id>.
create table if not exists asset_images (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  status text not null default 'pending' check (status in ('pending', 'stored')),
  uploaded_by uuid,
  created_at timestamptz not null default now(),
  stored_at timestamptz,
  unique (company_id, id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, uploaded_by) references users (company_id, id) on delete set null (uploaded_by)
);
create index if not exists asset_images_asset_idx on asset_images (company_id, asset_id, created_at);

-- An asset's activity, newest first (the company log uses activity_log_company_at_idx).
create index if not exists activity_log_entity_at_idx on activity_log (company_id, entity_id, at);
