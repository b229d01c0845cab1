-- Initial schema. Every tenant table carries company_id, and every reference
-- between tenant tables is a composite (company_id, id) foreign key, so the
-- database itself refuses a row that points at another company's row.

create extension if not exists pg_trgm;

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  logo text,
  -- The enabled modules: the five default company roles of SPEC.md section 1.
  modules text[] not null default '{}' check (
    modules <@ array['asset-management', 'it-products', 'it-services', 'saas-products', 'incident-management']
  ),
  license_not_required boolean not null default false,
  subscription_start date,
  subscription_end date,
  created_at timestamptz not null default now(),
  check (subscription_start is null or subscription_end is null or subscription_end >= subscription_start)
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  role_name text not null,
  access_level text not null,
  -- SPEC.md section 3 shape: {"on_asset": {"asset": ["view"]}, "on_organsiation": {...}}
  policies jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (company_id, role_name)
);

create table users (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  first_name text not null,
  last_name text not null default '',
  email text not null,
  password_hash text not null,
  role_id uuid not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, role_id) references roles (company_id, id)
);
-- Emails are unique regardless of case; login looks them up by lower(email).
create unique index users_email_lower_key on users (lower(email));

-- One row per issued token (id = the token's jti); logout sets revoked_at.
create table sessions (
  id uuid primary key,
  company_id uuid not null,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (company_id, user_id) references users (company_id, id) on delete cascade
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

create table branches (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  branch_id text not null,
  name text not null,
  city text,
  address text,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (company_id, branch_id)
);
create index branches_company_name_idx on branches (company_id, name);

create table employees (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  code text not null,
  name text not null,
  email text,
  department text,
  branch_id uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (company_id, code),
  foreign key (company_id, branch_id) references branches (company_id, id)
);

create table asset_types (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  unique (company_id, id)
);
create unique index asset_types_company_name_key on asset_types (company_id, lower(name));

-- Invoices (purchase orders).
create table purchase_orders (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  invoice_id text not null,
  vendor text,
  invoice_date date,
  amount numeric(14, 2) check (amount >= 0),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (company_id, invoice_id)
);

create table assets (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null,
  serial_number text,
  tag text,
  asset_type_id uuid,
  make text,
  model text,
  state text not null check (state in (
    'ASSIGNED', 'IN_INVENTORY', 'IN_REPAIR', 'RETIRED', 'DEAD', 'DAMAGED',
    'PENDING_DISPOSAL', 'DISPOSED', 'LOST', 'IN_USE'
  )),
  date_of_purchase date,
  invoice_id uuid,
  date_of_assign date,
  price numeric(14, 2) check (price >= 0),
  -- "Warranty Remaining" of the spec is the warranty end date.
  warranty_end date,
  imei text,
  vendor text,
  office_id uuid,
  employee_id uuid,
  -- Lowercased text of the searchable fields (own and joined), kept by trigger.
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, asset_type_id) references asset_types (company_id, id),
  foreign key (company_id, invoice_id) references purchase_orders (company_id, id),
  foreign key (company_id, office_id) references branches (company_id, id),
  foreign key (company_id, employee_id) references employees (company_id, id)
);

-- get-assets: every sort column leads with company_id and ends with the
-- (created_at, id) tie-break, so a page is an index scan with a limit.
-- Text sorts use the "C" collation so PGlite and any server order alike
-- whatever the server's default locale; names sort case-insensitively.
create index assets_company_created_idx on assets (company_id, created_at, id);
create index assets_company_state_idx on assets (company_id, state collate "C", created_at, id);
create unique index assets_company_serial_key on assets (company_id, serial_number collate "C");
create index assets_company_name_idx on assets (company_id, lower(name) collate "C", created_at, id);
create index assets_company_purchase_idx on assets (company_id, date_of_purchase, created_at, id);
create index assets_company_assign_idx on assets (company_id, date_of_assign, created_at, id);
create index assets_company_price_idx on assets (company_id, price, created_at, id);
create index assets_company_warranty_idx on assets (company_id, warranty_end, created_at, id);
-- Substring search (LIKE '%term%') through trigrams.
create index assets_search_trgm_idx on assets using gin (search_text gin_trgm_ops);
create index assets_employee_idx on assets (employee_id) where employee_id is not null;
create index assets_office_idx on assets (office_id) where office_id is not null;

create function assets_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := lower(concat_ws(E'\n',
    new.name, new.serial_number, new.tag, new.imei, new.vendor, new.make, new.model,
    (select concat_ws(' ', e.code, e.name) from employees e where e.id = new.employee_id),
    (select concat_ws(' ', b.branch_id, b.name, b.city) from branches b where b.id = new.office_id)
  ));
  return new;
end $$;

create trigger assets_search_text_trg
  before insert or update of name, serial_number, tag, imei, vendor, make, model, employee_id, office_id
  on assets for each row execute function assets_search_text();

-- A renamed employee or branch must be found under its new name: touching the
-- reference re-runs the assets trigger above.
create function assets_refresh_employee() returns trigger language plpgsql as $$
begin
  update assets set employee_id = employee_id where employee_id = new.id;
  return null;
end $$;
create trigger employees_refresh_assets_trg
  after update of code, name on employees for each row execute function assets_refresh_employee();

create function assets_refresh_branch() returns trigger language plpgsql as $$
begin
  update assets set office_id = office_id where office_id = new.id;
  return null;
end $$;
create trigger branches_refresh_assets_trg
  after update of branch_id, name, city on branches for each row execute function assets_refresh_branch();

create table activity_log (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  actor_user_id uuid,
  entity_type text not null,
  entity_id uuid,
  action text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now(),
  foreign key (company_id, actor_user_id) references users (company_id, id) on delete set null (actor_user_id)
);
create index activity_log_company_at_idx on activity_log (company_id, at);
create index activity_log_entity_idx on activity_log (company_id, entity_type, entity_id);

-- Anonymous page views of the marketing site, one row per browser fingerprint.
create table web_visits (
  visitor_id text primary key,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  visit_count integer not null default 1
);
