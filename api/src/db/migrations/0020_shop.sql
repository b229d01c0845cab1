-- The IT shop (issue 20, module it-products, permission group on_shop): a catalogue of
-- products in categories (a device of an asset type and model, a bundle of such components,
-- or a software licence), with pictures, specs, a price in paise and a retired flag; a cart
-- per user kept on the server; orders with their lines, the approval chain's steps (the
-- employee's manager, IT, and Finance above the company's price limit), and the units to
-- fulfil, each with the specific asset reserved for it or the purchase order raised for it;
-- the company's shop settings. Every table follows 0001: company_id on each row and
-- composite (company_id, id) references, so no row can point into another company.

-- One row per company that has set anything (none: the defaults below).
create table if not exists shop_settings (
  company_id uuid primary key references companies (id) on delete cascade,
  -- Orders whose total is above this need Finance's approval too (paise; ₹1,00,000).
  price_limit_paise bigint not null default 10000000 check (price_limit_paise >= 0),
  -- The users who approve the IT and Finance steps (null: any administrator).
  it_approver_user_id uuid,
  finance_approver_user_id uuid,
  -- The next order's number (#1, #2, ... per company), taken under the row's lock.
  next_order_number integer not null default 1 check (next_order_number >= 1),
  updated_at timestamptz not null default now(),
  foreign key (company_id, it_approver_user_id) references users (company_id, id)
    on delete set null (it_approver_user_id),
  foreign key (company_id, finance_approver_user_id) references users (company_id, id)
    on delete set null (finance_approver_user_id)
);

create table if not exists shop_categories (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  position integer not null default 0,
  unique (company_id, id)
);
create unique index if not exists shop_categories_name_idx on shop_categories (company_id, lower(name));

create table if not exists shop_products (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  category_id uuid not null,
  -- device: one component (an asset type and model); bundle: several; software: a licence,
  -- no asset to hand over.
  kind text not null check (kind in ('device', 'bundle', 'software')),
  name text not null check (length(name) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  -- {label: value}, shown as the product's specification table.
  specs jsonb not null default '{}' check (jsonb_typeof(specs) = 'object'),
  price_paise bigint not null check (price_paise between 0 and 100000000000),
  -- Days to deliver when nothing is in stock (it is bought first).
  lead_time_days integer not null default 14 check (lead_time_days between 0 and 365),
  retired_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, category_id) references shop_categories (company_id, id),
  foreign key (company_id, created_by) references users (company_id, id)
    on delete set null (created_by)
);
create index if not exists shop_products_list_idx on shop_products (company_id, category_id, name, id)
  where retired_at is null;
create index if not exists shop_products_name_trgm_idx on shop_products
  using gin (lower(name || ' ' || description) gin_trgm_ops);

-- What a device or bundle is made of: so many assets of a type and model each.
create table if not exists shop_product_components (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  product_id uuid not null,
  position integer not null default 0,
  asset_type_id uuid not null,
  model text not null check (length(model) between 1 and 100),
  quantity integer not null default 1 check (quantity between 1 and 20),
  unique (company_id, id),
  unique (product_id, position),
  foreign key (company_id, product_id) references shop_products (company_id, id) on delete cascade,
  foreign key (company_id, asset_type_id) references asset_types (company_id, id)
);
-- Live availability counts the in-stock assets of each component's type and model.
create index if not exists shop_components_product_idx on shop_product_components (company_id, product_id);
create index if not exists assets_stock_model_idx on assets (company_id, asset_type_id, lower(model))
  where state = 'IN_INVENTORY';

create table if not exists shop_product_pictures (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  product_id uuid not null,
  position integer not null default 0,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
  created_at timestamptz not null default now(),
  unique (company_id, id),
  foreign key (company_id, product_id) references shop_products (company_id, id) on delete cascade
);
create index if not exists shop_pictures_product_idx on shop_product_pictures (company_id, product_id, position);

-- The cart of each user, on the server (it survives a reload and another device).
create table if not exists shop_cart_items (
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null,
  product_id uuid not null,
  quantity integer not null check (quantity between 1 and 20),
  added_at timestamptz not null default now(),
  primary key (user_id, product_id),
  foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
  foreign key (company_id, product_id) references shop_products (company_id, id) on delete cascade
);

create table if not exists shop_orders (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  number integer not null check (number >= 1),
  -- Who placed it, and the employee it is for (themselves, or another on whose behalf).
  requester_user_id uuid,
  employee_id uuid not null,
  business_reason text not null check (length(business_reason) between 1 and 1000),
  -- placed is the moment of placing (the chain starts at once); then awaiting-approval while
  -- a step is pending, approved, fulfilling from the first reservation or purchase order,
  -- complete when every unit is handed over; rejected by any step; cancelled by its people.
  status text not null default 'placed' check (status in (
    'placed', 'awaiting-approval', 'approved', 'fulfilling', 'complete', 'rejected', 'cancelled')),
  total_paise bigint not null check (total_paise >= 0),
  placed_at timestamptz not null default now(),
  approved_at timestamptz,
  completed_at timestamptz,
  closed_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (company_id, id),
  unique (company_id, number),
  foreign key (company_id, requester_user_id) references users (company_id, id)
    on delete set null (requester_user_id),
  foreign key (company_id, employee_id) references employees (company_id, id) on delete cascade
);
create index if not exists shop_orders_requester_idx on shop_orders (company_id, requester_user_id, placed_at desc, id);
create index if not exists shop_orders_employee_idx on shop_orders (company_id, employee_id, placed_at desc, id);
create index if not exists shop_orders_status_idx on shop_orders (company_id, status, placed_at desc, id);

create table if not exists shop_order_lines (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  order_id uuid not null,
  line_no integer not null check (line_no between 1 and 100),
  product_id uuid not null,
  -- The product as it was ordered (a later edit does not change an order).
  product_name text not null,
  kind text not null check (kind in ('device', 'bundle', 'software')),
  unit_price_paise bigint not null check (unit_price_paise >= 0),
  quantity integer not null check (quantity between 1 and 20),
  unique (company_id, id),
  unique (order_id, line_no),
  foreign key (company_id, order_id) references shop_orders (company_id, id) on delete cascade,
  foreign key (company_id, product_id) references shop_products (company_id, id)
);

-- The approval chain of an order, in position order; the first pending step is the current one.
create table if not exists shop_approval_steps (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  order_id uuid not null,
  position integer not null check (position between 0 and 9),
  kind text not null check (kind in ('manager', 'it', 'finance')),
  -- Who approves this step (null: any administrator).
  approver_user_id uuid,
  decision text not null default 'pending' check (decision in ('pending', 'approved', 'rejected')),
  decided_by uuid,
  decided_at timestamptz,
  comment text check (length(comment) <= 2000),
  unique (company_id, id),
  unique (order_id, position),
  check ((decision = 'pending') = (decided_at is null)),
  foreign key (company_id, order_id) references shop_orders (company_id, id) on delete cascade,
  foreign key (company_id, approver_user_id) references users (company_id, id)
    on delete set null (approver_user_id),
  foreign key (company_id, decided_by) references users (company_id, id)
    on delete set null (decided_by)
);
-- The approvers' queue: pending steps by approver.
create index if not exists shop_steps_pending_idx on shop_approval_steps (company_id, approver_user_id, order_id)
  where decision = 'pending';

-- One unit to fulfil: one asset of a component per ordered unit (a licence has no asset).
create table if not exists shop_order_items (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  order_id uuid not null,
  line_id uuid not null,
  position integer not null,
  asset_type_id uuid,
  model text,
  -- open: nothing yet; ordered: a purchase order raised for it; reserved: a specific
  -- in-stock asset set aside; handed-over: assigned to the employee (or the licence given).
  status text not null default 'open' check (status in ('open', 'ordered', 'reserved', 'handed-over')),
  asset_id uuid,
  purchase_order_id uuid,
  reserved_at timestamptz,
  handed_over_at timestamptz,
  handed_over_by uuid,
  unique (company_id, id),
  unique (order_id, position),
  check ((asset_type_id is null) = (model is null)),
  check (status not in ('reserved') or asset_id is not null),
  foreign key (company_id, order_id) references shop_orders (company_id, id) on delete cascade,
  foreign key (company_id, line_id) references shop_order_lines (company_id, id) on delete cascade,
  foreign key (company_id, asset_type_id) references asset_types (company_id, id),
  foreign key (company_id, asset_id) references assets (company_id, id) on delete set null (asset_id),
  foreign key (company_id, purchase_order_id) references purchase_orders (company_id, id)
    on delete set null (purchase_order_id),
  foreign key (company_id, handed_over_by) references users (company_id, id)
    on delete set null (handed_over_by)
);
create index if not exists shop_items_order_idx on shop_order_items (company_id, order_id, position);
-- An asset is reserved for one unit at a time (the reservation ends when it is handed over).
create unique index if not exists shop_items_reserved_asset_idx on shop_order_items (company_id, asset_id)
  where status = 'reserved';

-- Existing companies' roles get the new permission group (new roles take it from the
-- catalogue): administrators all of it; staff order (and approve where they manage the
-- employee); department heads order and approve; IT agents order, approve and fulfil.
update roles
set policies = policies || jsonb_build_object('on_shop', case access_level
  when 'admin' then jsonb_build_object(
    'shop_order', jsonb_build_array('create', 'view'),
    'shop_approval', jsonb_build_array('edit'),
    'shop_fulfilment', jsonb_build_array('edit'),
    'shop_catalogue', jsonb_build_array('edit'))
  when 'agent' then jsonb_build_object(
    'shop_order', jsonb_build_array('create', 'view'),
    'shop_approval', jsonb_build_array('edit'),
    'shop_fulfilment', jsonb_build_array('edit'))
  else jsonb_build_object(
    'shop_order', jsonb_build_array('create', 'view'),
    'shop_approval', jsonb_build_array('edit')) end)
where access_level in ('admin', 'agent', 'staff', 'head') and not (policies ? 'on_shop');
