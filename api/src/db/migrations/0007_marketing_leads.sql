-- The public site's enquiries (leads) and the catalogue of devices a company can pick
-- for new joiners. Leads belong to no company: they come from anonymous visitors.

create table leads (
  id uuid primary key default gen_random_uuid(),
  -- Human reference quoted back to the visitor (LD-YYMMDD-XXXXXX).
  reference text not null unique,
  kind text not null check (kind in ('contact', 'contact-us', 'eoi', 'partner', 'device-selection')),
  name text not null,
  email text not null,
  phone text,
  company text,
  message text,
  -- The kind's own fields (topic, company size, modules, programme, devices, ...).
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index leads_kind_created_idx on leads (kind, created_at);
create index leads_email_idx on leads (lower(email));

create table device_catalogue (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  name text not null,
  brand text not null,
  category text not null check (category in ('laptop', 'desktop', 'monitor', 'phone', 'accessory')),
  -- Printed specification lines keyed by processor, memory, storage, display, os, warranty, ...
  specs jsonb not null default '{}'::jsonb,
  -- Indicative price per unit in paise, taxes included.
  unit_paise integer not null check (unit_paise > 0),
  active boolean not null default true,
  sort_order integer not null default 0
);

insert into device_catalogue (id, name, brand, category, specs, unit_paise, sort_order) values
  ('thinkpad-e14-g5', 'ThinkPad E14 Gen 5', 'Lenovo', 'laptop',
   '{"processor": "Intel Core i5-1335U", "memory": "16 GB DDR4", "storage": "512 GB SSD", "display": "14\" WUXGA IPS", "os": "Windows 11 Pro", "warranty": "3 years on-site"}',
   7450000, 10),
  ('latitude-3540', 'Latitude 3540', 'Dell', 'laptop',
   '{"processor": "Intel Core i5-1335U", "memory": "16 GB DDR4", "storage": "512 GB SSD", "display": "15.6\" FHD", "os": "Windows 11 Pro", "warranty": "3 years on-site"}',
   6890000, 20),
  ('macbook-air-13-m2', 'MacBook Air 13 (M2)', 'Apple', 'laptop',
   '{"processor": "Apple M2, 8-core CPU", "memory": "16 GB unified", "storage": "512 GB SSD", "display": "13.6\" Liquid Retina", "os": "macOS", "warranty": "1 year + AppleCare option"}',
   12990000, 30),
  ('thinkcentre-neo-50s', 'ThinkCentre neo 50s', 'Lenovo', 'desktop',
   '{"processor": "Intel Core i5-13400", "memory": "16 GB DDR4", "storage": "512 GB SSD", "os": "Windows 11 Pro", "warranty": "3 years on-site"}',
   5290000, 40),
  ('dell-p2422h', 'P2422H 24" monitor', 'Dell', 'monitor',
   '{"display": "23.8\" FHD IPS, height-adjustable stand", "ports": "HDMI, DisplayPort, VGA, USB hub", "warranty": "3 years"}',
   1490000, 50),
  ('galaxy-a35', 'Galaxy A35 5G', 'Samsung', 'phone',
   '{"processor": "Exynos 1380", "memory": "8 GB", "storage": "128 GB", "display": "6.6\" FHD+ AMOLED", "os": "Android with Knox", "warranty": "1 year"}',
   3099000, 60),
  ('mk295-combo', 'MK295 silent keyboard and mouse', 'Logitech', 'accessory',
   '{"connection": "2.4 GHz USB receiver", "battery": "Up to 36 months keyboard, 18 months mouse", "warranty": "1 year"}',
   199500, 70),
  ('h390-headset', 'H390 USB headset', 'Logitech', 'accessory',
   '{"connection": "USB-A", "microphone": "Noise-cancelling, adjustable boom", "warranty": "2 years"}',
   249500, 80);
