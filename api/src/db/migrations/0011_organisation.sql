-- The organisation settings (issue 16): company details and files, personal details,
-- departments and managers of employees, asset type defaults, tag rules, purchase order
-- lines and their receipt, and one-time invitations. Every new table follows 0001:
-- company_id on each row and composite (company_id, id) references.

-- Files of the organisation (the company logo, purchase order invoices): a row is created
-- with the upload address ('pending') and becomes 'stored' when its bytes arrive; the
-- bytes live at <uploads>/<company_id>/<id>, beside the asset images.
create table if not exists company_files (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  purpose text not null check (purpose in ('logo', 'invoice')),
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  status text not null default 'pending' check (status in ('pending', 'stored')),
  uploaded_by uuid,
  created_at timestamptz not null default now(),
  stored_at timestamptz,
  unique (company_id, id),
  foreign key (company_id, uploaded_by) references users (company_id, id) on delete set null (uploaded_by)
);

alter table companies
  add column if not exists legal_name text check (length(legal_name) <= 200),
  add column if not exists address text check (length(address) <= 500),
  add column if not exists tax_id text check (length(tax_id) <= 30),
  add column if not exists time_zone text not null default 'Asia/Kolkata',
  add column if not exists currency text not null default 'INR' check (currency ~ '^[A-Z]{3}$'),
  -- null: the product's own origin (SPEC.md section 9: the tag link base is its own host).
  add column if not exists tag_link_base text,
  add column if not exists logo_file_id uuid;

alter table users
  add column if not exists phone text check (length(phone) <= 30),
  add column if not exists language text not null default 'en' check (language in ('en', 'hi'));

create table if not exists departments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  created_at timestamptz not null default now(),
  unique (company_id, id)
);
create unique index if not exists departments_company_name_key on departments (company_id, lower(name));

-- Employees: their department becomes a row of departments (the text is carried over).
alter table employees
  add column if not exists department_id uuid,
  add column if not exists manager_id uuid,
  add column if not exists joining_date date,
  add column if not exists phone text,
  add column if not exists active boolean not null default true,
  add column if not exists updated_at timestamptz not null default now();

insert into departments (company_id, name)
select distinct on (company_id, lower(trim(department))) company_id, trim(department)
from employees where department is not null and trim(department) <> ''
order by company_id, lower(trim(department)), trim(department)
on conflict do nothing;
update employees e set department_id = d.id
from departments d
where d.company_id = e.company_id and lower(d.name) = lower(trim(e.department));
alter table employees drop column if exists department;

alter table employees
  add constraint employees_department_fk foreign key (company_id, department_id)
    references departments (company_id, id),
  add constraint employees_manager_fk foreign key (company_id, manager_id)
    references employees (company_id, id) on delete set null (manager_id),
  add constraint employees_manager_not_self check (manager_id is null or manager_id <> id);
-- Import matches an existing employee by employee id or by email.
create unique index if not exists employees_company_email_key on employees (company_id, lower(email))
  where email is not null;
create index if not exists employees_company_name_idx on employees (company_id, lower(name) collate "C", id);
create index if not exists employees_search_trgm_idx on employees
  using gin ((lower(code || ' ' || name || ' ' || coalesce(email, ''))) gin_trgm_ops);
create index if not exists employees_manager_idx on employees (manager_id) where manager_id is not null;

-- Default depreciation of a type's new assets.
alter table asset_types
  add column if not exists depreciation_method text
    check (depreciation_method in ('straight-line', 'declining-balance')),
  add column if not exists useful_life_years integer check (useful_life_years between 1 and 50);

-- How tags are numbered: per asset type and branch, each optional (null = any). A new
-- asset takes the most specific rule's next number.
create table if not exists tag_rules (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  asset_type_id uuid,
  branch_id uuid,
  prefix text not null check (prefix ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,19}$'),
  next_number bigint not null default 1 check (next_number between 1 and 999999999999),
  padding integer not null default 6 check (padding between 1 and 12),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, asset_type_id) references asset_types (company_id, id) on delete cascade,
  foreign key (company_id, branch_id) references branches (company_id, id) on delete cascade
);
create unique index if not exists tag_rules_scope_key on tag_rules (
  company_id,
  coalesce(asset_type_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(branch_id, '00000000-0000-0000-0000-000000000000'::uuid)
);
-- /url_redirect?tag= looks a tag up in the caller's company.
create index if not exists assets_company_tag_idx on assets (company_id, tag collate "C") where tag is not null;

-- Purchase orders: the invoices of 0001 are orders whose goods arrived (received); an
-- order with lines is ordered until its lines are received.
alter table purchase_orders
  add column if not exists status text not null default 'received'
    check (status in ('ordered', 'partly-received', 'received')),
  add column if not exists branch_id uuid,
  add column if not exists invoice_file_id uuid,
  add column if not exists created_by uuid,
  add constraint purchase_orders_branch_fk foreign key (company_id, branch_id)
    references branches (company_id, id),
  add constraint purchase_orders_invoice_file_fk foreign key (company_id, invoice_file_id)
    references company_files (company_id, id),
  add constraint purchase_orders_created_by_fk foreign key (company_id, created_by)
    references users (company_id, id) on delete set null (created_by);
create index if not exists purchase_orders_company_created_idx on purchase_orders (company_id, created_at, id);

create table if not exists purchase_order_lines (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  purchase_order_id uuid not null,
  line_no integer not null check (line_no between 1 and 100),
  asset_type_id uuid not null,
  model text not null check (length(model) between 1 and 100),
  quantity integer not null check (quantity between 1 and 1000),
  unit_price numeric(14, 2) not null check (unit_price >= 0),
  received_quantity integer not null default 0,
  unique (company_id, id),
  unique (purchase_order_id, line_no),
  check (received_quantity between 0 and quantity),
  foreign key (company_id, purchase_order_id) references purchase_orders (company_id, id) on delete cascade,
  foreign key (company_id, asset_type_id) references asset_types (company_id, id)
);

alter table companies
  add constraint companies_logo_file_fk foreign key (id, logo_file_id)
    references company_files (company_id, id);

-- One-time invitations: only the SHA-256 of the token is kept; the link is shown once.
create table if not exists invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null default '',
  role_id uuid not null,
  token_hash text not null unique,
  invited_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  user_id uuid,
  unique (company_id, id),
  foreign key (company_id, role_id) references roles (company_id, id) on delete cascade,
  foreign key (company_id, invited_by) references users (company_id, id) on delete set null (invited_by),
  foreign key (company_id, user_id) references users (company_id, id) on delete set null (user_id)
);
create index if not exists invitations_company_idx on invitations (company_id, created_at);

-- The organisation's change log reads the company's rows of every entity but assets.
create index if not exists activity_log_company_entity_at_idx on activity_log (company_id, entity_type, at);
