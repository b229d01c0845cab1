/**
 * The audit sessions' access: module asset-management; audit view reads sessions, audit
 * create runs them; moving assets on a close and writing one off also need asset edit.
 */
import { perm } from '@itam/shared/contracts';
import { moduleAccess } from '../../platform/access';

export const access = moduleAccess('asset-management');

export const P = {
  view: perm('on_asset', 'audit', 'view'),
  create: perm('on_asset', 'audit', 'create'),
  assetView: perm('on_asset', 'asset', 'view'),
  assetEdit: perm('on_asset', 'asset', 'edit'),
} as const;
