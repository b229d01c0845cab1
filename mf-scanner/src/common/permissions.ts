/** The permissions of the scanner's screens, by name: the API's own (group `on_asset`). */
import { perm } from '@itam/shared/contracts';

export const SCANNER_PERMISSIONS = {
  assetView: perm('on_asset', 'asset', 'view'),
  assetEdit: perm('on_asset', 'asset', 'edit'),
  assign: perm('on_asset', 'asset_assign_unassign', 'create'),
  auditView: perm('on_asset', 'audit', 'view'),
  auditCreate: perm('on_asset', 'audit', 'create'),
  imageView: perm('on_asset', 'image', 'view'),
  imageCreate: perm('on_asset', 'image', 'create'),
} as const;
