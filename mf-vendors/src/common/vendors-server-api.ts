/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed (or puts its answer in the cache), so every
 * screen showing it reads it again, the asset detail's vendor standing included.
 */
import { serverApi, useInvalidate as useKitInvalidate } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

/**
 * `Vendor` a vendor by id, `VendorList` every page of the register, `Review` a vendor's
 * review by vendor id, `Invitation` the links sent to a vendor by vendor id,
 * `Questionnaire` the standard questionnaire, `QuestionnaireList` the company's stored
 * ones, `VendorStanding` the standing the asset detail shows.
 */
export const VENDORS_TAGS = [
  'Vendor',
  'VendorList',
  'Review',
  'Invitation',
  'Questionnaire',
  'QuestionnaireList',
  'VendorStanding',
] as const;

export const vendorsApi = serverApi.enhanceEndpoints({ addTagTypes: VENDORS_TAGS });

export type VendorsTag = Parameters<typeof vendorsApi.util.invalidateTags>[0][number];

/** After a write that runs outside an endpoint: every screen showing `tags` reads them again. */
export const useInvalidate = (): ((tags: readonly VendorsTag[]) => void) =>
  useKitInvalidate<VendorsTag>();

/**
 * What a write that changes a vendor's standing (its status, score or certificate) makes
 * stale: the vendor, its review, every page of the register and the standing shown on
 * assets; with `links`, the links sent to it too.
 */
export function vendorChangedTags(vendorId: string, links = false): VendorsTag[] {
  const tags: VendorsTag[] = [
    { type: 'Vendor', id: vendorId },
    { type: 'Review', id: vendorId },
    'VendorList',
    'VendorStanding',
  ];
  if (links) tags.push({ type: 'Invitation', id: vendorId });
  return tags;
}
