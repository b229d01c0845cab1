/**
 * The IT shop's company module (`it-products`, the shop remote's) and its permissions
 * (group `on_shop`), once; what a caller may do in the shop; and the seeded roles' share.
 */
import { perm, type Policies } from '@itam/shared/contracts';
import { can, moduleAccess, type Caller } from '../../platform/access';

export const access = moduleAccess('it-products');

export const SHOP_PERMISSIONS = {
  order: perm('on_shop', 'shop_order', 'create'),
  viewOrders: perm('on_shop', 'shop_order', 'view'),
  approve: perm('on_shop', 'shop_approval', 'edit'),
  fulfil: perm('on_shop', 'shop_fulfilment', 'edit'),
  catalogue: perm('on_shop', 'shop_catalogue', 'edit'),
} as const;

/** Who acts in a shop write: a signed-in caller, or the seed acting for a user. */
export type ShopActor = Pick<Caller, 'companyId' | 'userId' | 'isAdmin'>;

/** A caller with what their role allows in the shop. */
export interface ShopCaller extends ShopActor {
  /** May decide approval steps (those that are theirs). */
  canApprove: boolean;
  /** May fulfil orders (and so read every order of the company). */
  canFulfil: boolean;
  /** May edit the catalogue (and see retired products). */
  canEditCatalogue: boolean;
}

export function shopCaller(caller: Caller): ShopCaller {
  return {
    companyId: caller.companyId,
    userId: caller.userId,
    isAdmin: caller.isAdmin,
    canApprove: can(caller, SHOP_PERMISSIONS.approve),
    canFulfil: can(caller, SHOP_PERMISSIONS.fulfil),
    canEditCatalogue: can(caller, SHOP_PERMISSIONS.catalogue),
  };
}

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
