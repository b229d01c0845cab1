/**
 * The subscription's access: its orders need no company module nor a live subscription
 * (entitlement `'none'`: an expired company must be able to renew), only the company
 * information permission; its plan and state answer any signed-in user; registration,
 * payment verification and the test gateway are public and rate-limited per address.
 */
import { perm } from '@itam/shared/contracts';
import { moduleAccess } from '../../platform/access';

export const access = moduleAccess('none');

export const P = {
  /** Buy or renew the company's subscription, confirm a shipping address. */
  companyEdit: perm('on_organsiation', 'company_information', 'edit'),
  /** Read the company's subscription orders. */
  companyView: perm('on_organsiation', 'company_information', 'view'),
} as const;

/** The permission that lets a user buy or renew the company's subscription. */
export const PURCHASE_PERMISSION = P.companyEdit;
