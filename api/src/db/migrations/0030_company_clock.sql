-- The company's clock (issue 31): every time the product writes (screens and documents) is
-- 24-hour (14:30) unless the company chose 12-hour (2:30 pm) in its company information.
alter table companies
  add column if not exists clock text not null default '24h' check (clock in ('24h', '12h'));
