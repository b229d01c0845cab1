-- The service desk (issue 17): tickets (incidents, service requests, feedback) that know the
-- asset they are about, their conversation and attachments, the SLA clock as a log of
-- running and paused periods, and the company's desk settings (priority matrix, service
-- levels, working hours and holidays, request types, survey questions), with the
-- satisfaction surveys. A ticket's history (who changed what, when) is activity_log with
-- entity_type 'ticket'. Every table follows 0001: company_id on each row and composite
-- (company_id, id) references.

-- One row per company once an administrator saved something; absent rows mean the defaults
-- of api/src/services/incidents (GLPI's 5x5 matrix, targets per priority, Mon-Fri 09-18).
create table if not exists incident_settings (
  company_id uuid primary key references companies (id) on delete cascade,
  -- matrix[urgency - 1][impact - 1] = priority, 1 (very low) .. 5 (very high).
  matrix jsonb not null,
  -- {"1": {"firstResponseMinutes": 960, "resolutionMinutes": 4800}, ...} in working minutes.
  sla_targets jsonb not null,
  -- ISO days of the week (1 = Monday) and the working day as minutes after local midnight.
  work_days smallint[] not null check (cardinality(work_days) between 1 and 7),
  work_start smallint not null check (work_start between 0 and 1439),
  work_end smallint not null check (work_end between 1 and 1440),
  updated_at timestamptz not null default now(),
  check (work_start < work_end)
);

create table if not exists incident_holidays (
  company_id uuid not null references companies (id) on delete cascade,
  day date not null,
  name text not null check (length(name) between 1 and 100),
  primary key (company_id, day)
);

-- The per-company, per-kind ticket numbers (INC-000123, SR-000045, FB-000007).
create table if not exists ticket_counters (
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null,
  last_number integer not null,
  primary key (company_id, kind)
);

-- The service request catalogue: each type with its own fields.
create table if not exists ticket_request_types (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  key text not null check (key ~ '^[a-z][a-z0-9_-]{0,39}$'),
  name text not null check (length(name) between 1 and 100),
  description text check (length(description) <= 500),
  -- [{key, label, type: text|textarea|number|date|select, required, options?}]
  fields jsonb not null default '[]',
  active boolean not null default true,
  position integer not null default 0,
  unique (company_id, id),
  unique (company_id, key)
);

create table if not exists tickets (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null check (kind in ('incident', 'service_request', 'feedback')),
  number integer not null check (number > 0),
  title text not null check (length(title) between 1 and 200),
  description text not null default '' check (length(description) <= 10000),
  category text check (length(category) <= 100),
  requester_id uuid,
  assignee_id uuid,
  asset_id uuid,
  request_type_id uuid,
  request_fields jsonb,
  urgency smallint not null check (urgency between 1 and 5),
  impact smallint not null check (impact between 1 and 5),
  priority smallint not null check (priority between 1 and 5),
  status text not null default 'new'
    check (status in ('new', 'assigned', 'in_progress', 'waiting_on_requester', 'resolved', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  first_response_at timestamptz,
  resolved_at timestamptz,
  closed_at timestamptz,
  -- The SLA state as of the last change of the ticket (the clock log is the truth; these
  -- let the queue filter and sort without replaying it): due instants while the clock
  -- runs (null while paused or met), and whether a target was missed.
  response_due_at timestamptz,
  resolution_due_at timestamptz,
  response_breached boolean not null default false,
  resolution_breached boolean not null default false,
  unique (company_id, id),
  unique (company_id, kind, number),
  foreign key (company_id, requester_id) references users (company_id, id) on delete set null (requester_id),
  foreign key (company_id, assignee_id) references users (company_id, id) on delete set null (assignee_id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete set null (asset_id),
  foreign key (company_id, request_type_id) references ticket_request_types (company_id, id)
    on delete set null (request_type_id)
);
-- The agents' queue: newest first, keyset on (created_at, id), filtered by status and priority.
create index if not exists tickets_queue_idx on tickets (company_id, status, priority, created_at desc, id desc);
create index if not exists tickets_company_created_idx on tickets (company_id, created_at desc, id desc);
create index if not exists tickets_requester_idx on tickets (company_id, requester_id, created_at desc, id desc);
create index if not exists tickets_assignee_idx on tickets (company_id, assignee_id, created_at desc, id desc)
  where assignee_id is not null;
create index if not exists tickets_asset_idx on tickets (company_id, asset_id, created_at desc, id desc)
  where asset_id is not null;
create index if not exists tickets_open_due_idx on tickets (company_id, resolution_due_at)
  where status not in ('resolved', 'closed');

-- The SLA clock: a log of periods, each running or paused; the open one has no end.
create table if not exists ticket_clock_periods (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  ticket_id uuid not null,
  state text not null check (state in ('running', 'paused')),
  started_at timestamptz not null,
  ended_at timestamptz,
  check (ended_at is null or ended_at >= started_at),
  foreign key (company_id, ticket_id) references tickets (company_id, id) on delete cascade
);
create index if not exists ticket_clock_periods_ticket_idx on ticket_clock_periods (ticket_id, started_at);
create unique index if not exists ticket_clock_periods_open_key on ticket_clock_periods (ticket_id)
  where ended_at is null;

-- The conversation: public replies (the requester sees them) and internal notes (agents only).
create table if not exists ticket_messages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  ticket_id uuid not null,
  author_id uuid,
  visibility text not null check (visibility in ('public', 'internal')),
  body text not null check (length(body) between 1 and 10000),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, ticket_id) references tickets (company_id, id) on delete cascade,
  foreign key (company_id, author_id) references users (company_id, id) on delete set null (author_id)
);
create index if not exists ticket_messages_ticket_idx on ticket_messages (ticket_id, created_at, id);

-- Attachments: the bytes live at <uploads>/<company_id>/<id>, beside the asset images.
create table if not exists ticket_attachments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  ticket_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  internal boolean not null default false,
  uploaded_by uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, ticket_id) references tickets (company_id, id) on delete cascade,
  foreign key (company_id, uploaded_by) references users (company_id, id) on delete set null (uploaded_by)
);
create index if not exists ticket_attachments_ticket_idx on ticket_attachments (ticket_id, created_at);

-- Satisfaction surveys: the questions a company asks, and one survey per resolved ticket,
-- answerable by its requester only, for 14 days.
create table if not exists survey_questions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  position integer not null,
  text text not null check (length(text) between 1 and 300),
  kind text not null check (kind in ('rating', 'text')),
  active boolean not null default true,
  unique (company_id, id)
);
create index if not exists survey_questions_company_idx on survey_questions (company_id, position);

create table if not exists ticket_surveys (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  ticket_id uuid not null,
  requester_id uuid,
  -- Who resolved it and the asset model, as they were: results roll up per agent and model.
  agent_id uuid,
  asset_model text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  answered_at timestamptz,
  rating smallint check (rating between 1 and 5),
  comment text check (length(comment) <= 2000),
  -- [{questionId, text, kind, rating?, answer?}] as asked.
  answers jsonb,
  unique (company_id, id),
  unique (ticket_id),
  foreign key (company_id, ticket_id) references tickets (company_id, id) on delete cascade,
  foreign key (company_id, requester_id) references users (company_id, id) on delete set null (requester_id),
  foreign key (company_id, agent_id) references users (company_id, id) on delete set null (agent_id)
);
create index if not exists ticket_surveys_answered_idx on ticket_surveys (company_id, answered_at)
  where answered_at is not null;

-- Administrators of existing companies get the new permission group (new roles take it from
-- the catalogue).
update roles
set policies = policies || jsonb_build_object('on_incident', jsonb_build_object(
  'ticket', jsonb_build_array('create', 'view', 'edit'),
  'ticket_queue', jsonb_build_array('view'),
  'ticket_assign', jsonb_build_array('edit'),
  'ticket_close', jsonb_build_array('edit'),
  'priority_matrix', jsonb_build_array('view', 'edit'),
  'incident_reports', jsonb_build_array('view')))
where access_level = 'admin' and not (policies ? 'on_incident');
