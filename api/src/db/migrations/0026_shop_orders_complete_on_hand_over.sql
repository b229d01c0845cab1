-- A shop order is complete once its last unit is handed over (services/shop/fulfilment.ts):
-- the hand-over completes it by itself, where before someone had to press Complete. Orders
-- already in that state, every unit handed over and still fulfilling, are completed here as of
-- their last hand-over.
update shop_orders o
set status = 'complete',
  completed_at = last.handed_over_at,
  closed_at = last.handed_over_at,
  updated_at = now()
from (
  select i.company_id, i.order_id, max(i.handed_over_at) as handed_over_at
  from shop_order_items i
  group by i.company_id, i.order_id
  having bool_and(i.status = 'handed-over')
) last
where o.company_id = last.company_id
  and o.id = last.order_id
  and o.status in ('approved', 'fulfilling');
