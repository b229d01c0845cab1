-- Employee exits and onboarding (issue 19, module asset-management, permission group
-- on_exit). An exit of one employee has a task per department (IT, Finance, HR,
-- Administration and the employee's manager by default; a company may configure its own
-- list in exit_department_templates), each with its checklist and the signature of that
-- department's head; the items the employee held at the start, each with its recovery
-- outcome; the authority's signature (the drawn PNG) and the clearance certificate PDF; the
-- employee's interview answers. An onboarding reserves in-stock assets for a joiner and
-- assigns them on the joining day. Every table follows 0001: company_id on each row and
-- composite (company_id, id) references, so no row can point into another company.

-- A company's own department list for new exits (none: the default five).
create table if not exists exit_department_templates (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  -- 'it', 'finance', 'hr', 'administration', 'manager' or a company's own key.
  key text not null check (key ~ '^[a-z][a-z0-9_-]{0,39}$'),
  name text not null check (length(name) between 1 and 100),
  position integer not null default 0,
  -- The user who signs this department's part (null: only an administrator; the manager's
  -- part is signed by the user whose email is the manager's).
  head_user_id uuid,
  -- [{key, label}]
  checklist jsonb not null default '[]',
  unique (company_id, id),
  unique (company_id, key),
  foreign key (company_id, head_user_id) references users (company_id, id)
    on delete set null (head_user_id)
);

create table if not exists exits (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  employee_id uuid not null,
  last_working_day date not null,
  reason text not null check (length(reason) between 1 and 500),
  -- started: departments signing; cleared: every department signed, the authority's turn;
  -- completed: the authority signed and the certificate is stored.
  status text not null default 'started' check (status in ('started', 'cleared', 'completed')),
  started_by uuid,
  started_at timestamptz not null default now(),
  -- Open tickets and requests the employee had when the exit started (when those modules
  -- are on): [{_id, number, title, status}].
  open_tickets jsonb not null default '[]',
  authority_user_id uuid,
  authority_name text check (length(authority_name) between 1 and 200),
  authority_signed_at timestamptz,
  authority_signature bytea,
  certificate bytea,
  completed_at timestamptz,
  unique (company_id, id),
  check ((status = 'completed') = (certificate is not null)),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade,
  foreign key (company_id, started_by) references users (company_id, id)
    on delete set null (started_by),
  foreign key (company_id, authority_user_id) references users (company_id, id)
    on delete set null (authority_user_id)
);
-- One exit at a time per employee (a completed one stays for the record).
create unique index if not exists exits_open_employee_idx on exits (company_id, employee_id)
  where status <> 'completed';
create index if not exists exits_company_day_idx on exits (company_id, last_working_day desc, id);
create index if not exists exits_company_status_idx on exits (company_id, status, last_working_day);
create index if not exists exits_employee_idx on exits (company_id, employee_id, started_at);

-- One department's part of an exit: its checklist and its head's signature.
create table if not exists exit_tasks (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  exit_id uuid not null,
  key text not null check (key ~ '^[a-z][a-z0-9_-]{0,39}$'),
  name text not null check (length(name) between 1 and 100),
  position integer not null default 0,
  head_user_id uuid,
  -- [{key, label, done}]
  checklist jsonb not null default '[]',
  signed_by uuid,
  signed_at timestamptz,
  comment text check (length(comment) <= 2000),
  unique (company_id, id),
  unique (exit_id, key),
  check ((signed_at is null) = (signed_by is null)),
  foreign key (company_id, exit_id) references exits (company_id, id) on delete cascade,
  foreign key (company_id, head_user_id) references users (company_id, id)
    on delete set null (head_user_id),
  foreign key (company_id, signed_by) references users (company_id, id)
    on delete set null (signed_by)
);
create index if not exists exit_tasks_open_idx on exit_tasks (company_id, key, exit_id)
  where signed_at is null;

-- One asset the employee held when the exit started, and what became of it.
create table if not exists exit_items (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  exit_id uuid not null,
  asset_id uuid not null,
  -- pending: not yet recovered; returned: back in stock; transferred: assigned to the
  -- successor; missing or damaged: a charge recorded (and an incident where incidents are on).
  outcome text not null default 'pending'
    check (outcome in ('pending', 'returned', 'transferred', 'missing', 'damaged')),
  condition text check (condition in ('good', 'fair', 'poor')),
  data_wiped boolean,
  scanned_tag text check (length(scanned_tag) <= 100),
  successor_id uuid,
  charge_amount numeric(12, 2) check (charge_amount >= 0),
  incident_id uuid,
  note text check (length(note) <= 2000),
  recorded_by uuid,
  recorded_at timestamptz,
  unique (company_id, id),
  unique (exit_id, asset_id),
  foreign key (company_id, exit_id) references exits (company_id, id) on delete cascade,
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade,
  foreign key (company_id, successor_id) references employees (company_id, id)
    on delete set null (successor_id),
  foreign key (company_id, incident_id) references tickets (company_id, id)
    on delete set null (incident_id),
  foreign key (company_id, recorded_by) references users (company_id, id)
    on delete set null (recorded_by)
);
create index if not exists exit_items_pending_idx on exit_items (company_id, exit_id)
  where outcome = 'pending';

-- The employee's exit interview: one set of answers per exit.
create table if not exists exit_interviews (
  exit_id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  -- {questionKey: answer}
  answers jsonb not null,
  answered_at timestamptz not null default now(),
  foreign key (company_id, exit_id) references exits (company_id, id) on delete cascade
);

-- A joiner's checklist: in-stock assets reserved for the joining date, assigned on day one.
create table if not exists onboardings (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  employee_id uuid not null,
  joining_date date not null,
  -- [{key, label, done}]
  checklist jsonb not null default '[]',
  status text not null default 'reserved' check (status in ('reserved', 'started')),
  started_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade,
  foreign key (company_id, created_by) references users (company_id, id)
    on delete set null (created_by)
);
create unique index if not exists onboardings_employee_idx on onboardings (company_id, employee_id)
  where status = 'reserved';
create index if not exists onboardings_company_day_idx on onboardings (company_id, joining_date, id);

create table if not exists onboarding_assets (
  onboarding_id uuid not null,
  company_id uuid not null references companies (id) on delete cascade,
  asset_id uuid not null,
  -- Set on day one, when the asset is assigned to the joiner.
  assigned_at timestamptz,
  primary key (onboarding_id, asset_id),
  foreign key (company_id, onboarding_id) references onboardings (company_id, id)
    on delete cascade,
  foreign key (company_id, asset_id) references assets (company_id, id) on delete cascade
);
-- An asset is reserved for one joiner at a time (the reservation ends when it is assigned).
create unique index if not exists onboarding_assets_asset_idx on onboarding_assets (company_id, asset_id)
  where assigned_at is null;

-- Administrators of existing companies get the new permission group (new roles take it from
-- the catalogue).
update roles
set policies = policies || jsonb_build_object('on_exit', jsonb_build_object(
  'exit', jsonb_build_array('create', 'view'),
  'exit_department_sign', jsonb_build_array('edit'),
  'exit_authority_sign', jsonb_build_array('edit'),
  'exit_responses', jsonb_build_array('view')))
where access_level = 'admin' and not (policies ? 'on_exit');
