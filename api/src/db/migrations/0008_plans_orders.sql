-- Subscription plans (one per module and billing cycle) and the orders a company places
-- for plans and onboarding devices, with their payment through a payment provider.

create table plans (
  id text primary key,
  module text not null check (module in ('asset-management', 'it-products', 'it-services', 'saas-products', 'incident-management')),
  billing_cycle text not null check (billing_cycle in ('monthly', 'yearly')),
  -- Price per company in paise, taxes included.
  amount_paise integer not null check (amount_paise > 0),
  active boolean not null default true,
  sort_order integer not null default 0,
  unique (module, billing_cycle)
);

-- Yearly is ten months' price: two months free.
insert into plans (id, module, billing_cycle, amount_paise, sort_order) values
  ('asset-management-monthly', 'asset-management', 'monthly', 499900, 10),
  ('asset-management-yearly', 'asset-management', 'yearly', 4999000, 10),
  ('it-products-monthly', 'it-products', 'monthly', 149900, 20),
  ('it-products-yearly', 'it-products', 'yearly', 1499000, 20),
  ('it-services-monthly', 'it-services', 'monthly', 299900, 30),
  ('it-services-yearly', 'it-services', 'yearly', 2999000, 30),
  ('saas-products-monthly', 'saas-products', 'monthly', 249900, 40),
  ('saas-products-yearly', 'saas-products', 'yearly', 2499000, 40),
  ('incident-management-monthly', 'incident-management', 'monthly', 349900, 50),
  ('incident-management-yearly', 'incident-management', 'yearly', 3499000, 50);

create table orders (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null,
  -- Human reference shown to the buyer (OR-YYMMDD-XXXXXX).
  reference text not null unique,
  billing_cycle text not null check (billing_cycle in ('monthly', 'yearly')),
  -- Priced lines as bought: plans and devices (see OrderItem in shared/src/schemas/marketing.ts).
  items jsonb not null,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null default 'INR',
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  provider text not null,
  provider_order_id text not null,
  payment_id text,
  failure_reason text,
  needs_shipping boolean not null default false,
  shipping_address jsonb,
  shipping_confirmed_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  unique (company_id, id),
  unique (provider, provider_order_id),
  foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
  check ((status = 'paid') = (payment_id is not null and paid_at is not null))
);
-- One payment settles one order: a replayed payment id cannot mark a second order paid.
create unique index orders_provider_payment_key on orders (provider, payment_id) where payment_id is not null;
create index orders_company_created_idx on orders (company_id, created_at);
