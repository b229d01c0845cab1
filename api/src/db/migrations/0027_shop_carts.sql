-- The cart's order details, kept on the server per user beside its products (migration 0020's
-- shop_cart_items): the business reason and the employee the order is for (null: the user
-- themselves), so a reload or another device finds them as it finds the products. Placing the
-- order clears them with the products. An employee removed since reads as none (the cart's
-- answer joins the company's employees), so the row holds no reference to keep.
create table if not exists shop_carts (
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid primary key,
  business_reason text not null default '' check (length(business_reason) <= 1000),
  employee_id uuid,
  updated_at timestamptz not null default now(),
  foreign key (company_id, user_id) references users (company_id, id) on delete cascade
);
