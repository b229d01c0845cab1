/** The IT shop's permissions (group `on_shop`, module `it-products`) and the seeded roles' share of it. */
import { perm, type Policies } from '@itam/shared/contracts';

export const SHOP_PERMISSIONS = {
  order: perm('on_shop', 'shop_order', 'create'),
  viewOrders: perm('on_shop', 'shop_order', 'view'),
  approve: perm('on_shop', 'shop_approval', 'edit'),
  fulfil: perm('on_shop', 'shop_fulfilment', 'edit'),
  catalogue: perm('on_shop', 'shop_catalogue', 'edit'),
} as const;

/**
 * What each default role (by access level) gets of `on_shop`, as migration 0020 gives it to
 * existing roles: staff and department heads order and approve (only in their own step of an
 * order's chain); IT agents fulfil too; administrators hold the whole group (allPolicies).
 */
export const SHOP_ROLE_POLICIES: Readonly<Record<'staff' | 'head' | 'agent', Policies['on_shop']>> =
  {
    staff: { shop_order: ['create', 'view'], shop_approval: ['edit'] },
    head: { shop_order: ['create', 'view'], shop_approval: ['edit'] },
    agent: { shop_order: ['create', 'view'], shop_approval: ['edit'], shop_fulfilment: ['edit'] },
  };
