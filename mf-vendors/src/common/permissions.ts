/** The permissions of the vendor screens (group `on_vendor`), by name: the API's own. */
import { perm } from '@itam/shared/contracts';

export const VENDOR_PERMISSIONS = {
  vendorCreate: perm('on_vendor', 'vendor', 'create'),
  vendorView: perm('on_vendor', 'vendor', 'view'),
  vendorEdit: perm('on_vendor', 'vendor', 'edit'),
  vendorDelete: perm('on_vendor', 'vendor', 'delete'),
  questionnaireView: perm('on_vendor', 'vendor_questionnaire', 'view'),
  questionnaireEdit: perm('on_vendor', 'vendor_questionnaire', 'edit'),
  review: perm('on_vendor', 'vendor_review', 'edit'),
} as const;
