/** What the shop's routes share: their module and permissions, the caller, and the company's today. */
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { isAllowed } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../../auth/guard';
import { SHOP_PERMISSIONS } from '../../services/shop/access';
import type { ShopActor } from '../../services/shop/orders';

/** The company module of the shop remote's screens and routes. */
export const SHOP_MODULE: Entitlement = 'it-products';

export const shopAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf(SHOP_MODULE, ...permissions) },
});

export interface ShopCaller extends ShopActor {
  /** May decide approval steps (those that are theirs). */
  canApprove: boolean;
  /** May fulfil orders (and so read every order of the company). */
  canFulfil: boolean;
  /** May edit the catalogue (and see retired products). */
  canEditCatalogue: boolean;
}

export function shopCallerOf(request: FastifyRequest): ShopCaller {
  const auth = authOf(request);
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    isAdmin: auth.accessLevel === 'admin',
    canApprove: isAllowed(auth.policies, SHOP_PERMISSIONS.approve),
    canFulfil: isAllowed(auth.policies, SHOP_PERMISSIONS.fulfil),
    canEditCatalogue: isAllowed(auth.policies, SHOP_PERMISSIONS.catalogue),
  };
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
