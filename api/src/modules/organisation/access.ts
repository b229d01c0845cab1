/**
 * The organisation settings' access: a live subscription (the organisation's data needs no
 * module of its own) and one of the `on_organsiation` permissions (ORG_PERMISSIONS).
 */
import { ORG_PERMISSIONS } from '@itam/shared/contracts';
import { moduleAccess } from '../../platform/access';

export const access = moduleAccess('subscription');

export const P = ORG_PERMISSIONS;

/** Who acts on the organisation's records: the caller's company and user. */
export interface OrgActor {
  companyId: string;
  userId: string;
}
