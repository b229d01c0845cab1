-- The vendor register (issue 18, module saas-products): a company's vendors and where they
-- stand, its questionnaires (templates whose sections and questions are versioned), the
-- invitations that send a frozen copy of one to a vendor behind a link token (only its
-- SHA-256 stored, expiring, revocable), the vendor's answers per review round, the
-- reviewer's verdict on each answer, and the evidence files of an answer. A vendor's and a
-- questionnaire's history is activity_log with entity_type 'vendor' or
-- 'vendor_questionnaire'. Every table follows 0001: company_id on each row and composite
-- (company_id, id) references, so no row can point into another company.

create table if not exists vendors (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  -- The draft fields of SPEC.md section 3 (vendorName, vendorType, pointOfContact, email,
  -- contactNumber, website).
  vendor_name text not null check (length(vendor_name) between 1 and 200),
  vendor_type text not null check (length(vendor_type) between 1 and 100),
  point_of_contact text check (length(point_of_contact) <= 200),
  email text not null check (length(email) between 3 and 254),
  contact_number text check (length(contact_number) <= 40),
  website text check (length(website) <= 500),
  status text not null default 'invited'
    check (status in ('invited', 'answering', 'in_review', 'approved', 'rejected', 'expired')),
  -- The last review's score, 0-100 (null before one).
  score numeric(5, 2) check (score between 0 and 100),
  certificate_issued_on date,
  certificate_expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  check (certificate_expires_on is null or certificate_issued_on is null
    or certificate_expires_on >= certificate_issued_on)
);
-- Assets and purchase orders name their vendor as text; a vendor is matched by its name,
-- case-insensitively, so two vendors of a company cannot share one.
create unique index if not exists vendors_company_name_idx on vendors (company_id, lower(vendor_name));
create index if not exists vendors_company_status_idx on vendors (company_id, status, created_at);
-- The daily sweep of lapsed certificates.
create index if not exists vendors_certificate_idx on vendors (certificate_expires_on)
  where status = 'approved';
create index if not exists assets_company_vendor_idx on assets (company_id, lower(vendor))
  where vendor is not null;
create index if not exists purchase_orders_company_vendor_idx
  on purchase_orders (company_id, lower(vendor)) where vendor is not null;

-- A company's questionnaires. sections is the builder's draft (SPEC.md section 3):
-- [{id, qtype: 'section', name, description, questions: [{id, qtype: 'question-answer' |
-- 'multiple-choice' | 'file-question', question, required, choices?: [{id, text,
-- points}], points?, showWhen?: {questionId, choiceId}}]}]. version counts the changes of
-- sections; what a vendor answers is the copy in its invitation, never this row.
create table if not exists vendor_questionnaires (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  description text check (length(description) <= 2000),
  -- The company's standard questionnaire (/default-form): at most one.
  is_default boolean not null default false,
  version integer not null default 1 check (version > 0),
  sections jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_id, id)
);
create unique index if not exists vendor_questionnaires_default_idx
  on vendor_questionnaires (company_id) where is_default;
create unique index if not exists vendor_questionnaires_name_idx
  on vendor_questionnaires (company_id, lower(name));

-- One questionnaire sent to one vendor: the frozen copy, the link token's hash, and the
-- review round the vendor is answering (round 1 whole; later rounds only the queried
-- answers).
create table if not exists vendor_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  vendor_id uuid not null,
  questionnaire_id uuid,
  questionnaire_version integer not null check (questionnaire_version > 0),
  questionnaire_name text not null,
  sections jsonb not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  round integer not null default 1 check (round > 0),
  -- Sends of the link (the first and each resend), for the resend limit.
  send_count integer not null default 1 check (send_count > 0),
  last_sent_at timestamptz not null default now(),
  submitted_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, vendor_id) references vendors (company_id, id) on delete cascade,
  foreign key (company_id, questionnaire_id) references vendor_questionnaires (company_id, id)
    on delete set null (questionnaire_id),
  foreign key (company_id, created_by) references users (company_id, id)
    on delete set null (created_by)
);
create index if not exists vendor_invitations_vendor_idx
  on vendor_invitations (company_id, vendor_id, created_at);

-- An answer to one question of an invitation's copy in one round; every round is kept.
create table if not exists vendor_answers (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  invitation_id uuid not null,
  round integer not null check (round > 0),
  question_id text not null check (length(question_id) between 1 and 100),
  answer text check (length(answer) <= 10000),
  -- The chosen choice ids of a multiple-choice question.
  choices jsonb not null default '[]',
  -- Who answered: the vendor through the link, or a signed-in member on its behalf.
  answered_by uuid,
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  unique (invitation_id, round, question_id),
  foreign key (company_id, invitation_id) references vendor_invitations (company_id, id)
    on delete cascade,
  foreign key (company_id, answered_by) references users (company_id, id)
    on delete set null (answered_by)
);

-- The evidence files of a file question's answer (stored at <uploads>/<company>/<id>).
create table if not exists vendor_answer_files (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  answer_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  size integer not null check (size > 0),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, answer_id) references vendor_answers (company_id, id)
    on delete cascade
);

-- The reviewer's verdict on one answer: accepted, rejected, or flagged (queried) with a
-- comment, which sends that question back in the next round.
create table if not exists vendor_answer_reviews (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  answer_id uuid not null,
  verdict text not null check (verdict in ('accepted', 'rejected', 'flagged')),
  comment text check (length(comment) <= 2000),
  reviewer_id uuid,
  created_at timestamptz not null default now(),
  unique (answer_id),
  check (verdict <> 'flagged' or length(trim(comment)) > 0),
  foreign key (company_id, answer_id) references vendor_answers (company_id, id)
    on delete cascade,
  foreign key (company_id, reviewer_id) references users (company_id, id)
    on delete set null (reviewer_id)
);

-- Administrators of existing companies get the new permission group (new roles take it from
-- the catalogue).
update roles
set policies = policies || jsonb_build_object('on_vendor', jsonb_build_object(
  'vendor', jsonb_build_array('create', 'view', 'edit', 'delete'),
  'vendor_questionnaire', jsonb_build_array('view', 'edit'),
  'vendor_review', jsonb_build_array('edit')))
where access_level = 'admin' and not (policies ? 'on_vendor');
