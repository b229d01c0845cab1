/** The vendor register's company module and permissions (group `on_vendor`), once. */
import { perm } from '@itam/shared/contracts';
import type { Entitlement } from '../../auth/guard';
import { moduleAccess } from '../../platform/access';

/** The company module of the vendor screens (vendor reviews are the SaaS-vendor review). */
export const VENDOR_MODULE: Entitlement = 'saas-products';

export const access = moduleAccess(VENDOR_MODULE);

export const P = {
  vendorCreate: perm('on_vendor', 'vendor', 'create'),
  vendorView: perm('on_vendor', 'vendor', 'view'),
  vendorEdit: perm('on_vendor', 'vendor', 'edit'),
  vendorDelete: perm('on_vendor', 'vendor', 'delete'),
  questionnaireView: perm('on_vendor', 'vendor_questionnaire', 'view'),
  questionnaireEdit: perm('on_vendor', 'vendor_questionnaire', 'edit'),
  review: perm('on_vendor', 'vendor_review', 'edit'),
} as const;
