-- The in-stock assets set aside for someone, in one view: a shop order's unit until it is
-- handed over (shop_order_items, migration 0020) and a joiner's asset until day one
-- (onboarding_assets, migration 0019). The asset lifecycle refuses to give a reserved asset
-- to anyone else or move it out of stock, the register shows why it is held, and the shop and
-- onboarding never reserve it twice. Each source has a partial unique index on
-- (company_id, asset_id), so a lookup by asset is an index probe on both sides.
create or replace view asset_reservations as
  select i.company_id, i.asset_id, 'shop'::text as kind, o.id as source_id,
    o.number as order_number, o.employee_id, null::date as joining_date
  from shop_order_items i
  join shop_orders o on o.company_id = i.company_id and o.id = i.order_id
  where i.status = 'reserved'
  union all
  select oa.company_id, oa.asset_id, 'onboarding'::text, ob.id, null::integer, ob.employee_id,
    ob.joining_date
  from onboarding_assets oa
  join onboardings ob on ob.company_id = oa.company_id and ob.id = oa.onboarding_id
  where oa.assigned_at is null;
