/** The asset register's company module and permissions (group `on_asset`), once. */
import { perm } from '@itam/shared/contracts';
import { anyRoleOf, type Entitlement } from '../../auth/guard';
import { moduleAccess } from '../../platform/access';

/** The company module of every asset route. */
export const ASSET_MODULE: Entitlement = 'asset-management';

export const access = moduleAccess(ASSET_MODULE);

/** The list and one asset answer every role of the company (ownScope narrows what they see). */
export const anyRole = () => ({ config: { access: anyRoleOf(ASSET_MODULE) } });

/** The asset form's dropdowns read the organisation's data, which needs no module of its own. */
export const organisationAccess = moduleAccess('subscription');

export const P = {
  view: perm('on_asset', 'asset', 'view'),
  create: perm('on_asset', 'asset', 'create'),
  edit: perm('on_asset', 'asset', 'edit'),
  delete: perm('on_asset', 'asset', 'delete'),
  assign: perm('on_asset', 'asset_assign_unassign', 'create'),
  activityView: perm('on_asset', 'activity', 'view'),
  companyActivityView: perm('on_organsiation', 'activity', 'view'),
  auditView: perm('on_asset', 'audit', 'view'),
  auditCreate: perm('on_asset', 'audit', 'create'),
  depreciationView: perm('on_asset', 'depreciation', 'view'),
  depreciationCreate: perm('on_asset', 'depreciation', 'create'),
  commentView: perm('on_asset', 'comment', 'view'),
  commentEdit: perm('on_asset', 'comment', 'edit'),
  imageView: perm('on_asset', 'image', 'view'),
  imageCreate: perm('on_asset', 'image', 'create'),
  assetTypesView: perm('on_organsiation', 'asset_types', 'view'),
  employeesView: perm('on_organsiation', 'employee_setup', 'view'),
  purchaseOrdersView: perm('on_organsiation', 'purchase_order', 'view'),
  shopOrderCreate: perm('on_shop', 'shop_order', 'create'),
} as const;
