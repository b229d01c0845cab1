/**
 * The vendor draft's own fields (SPEC.md section 3): checked in the browser with the
 * server's rules (shared/src/contracts/vendors/vendors.ts), so a mistake is named under its
 * field before anything is sent, and turned into the API's vendor body.
 */
import type { VendorBody } from '@itam/shared/contracts/vendors';
import type { VendorDraftFields } from '../builder/builder-reducer';

export const VENDOR_FIELDS = [
  'vendorName',
  'vendorType',
  'pointOfContact',
  'email',
  'contactNumber',
  'website',
] as const satisfies readonly (keyof VendorDraftFields)[];

export const VENDOR_FIELD_LIMITS: Record<keyof VendorDraftFields, number> = {
  vendorName: 200,
  vendorType: 100,
  pointOfContact: 200,
  email: 254,
  contactNumber: 40,
  website: 500,
};

/** The reason of each field's error: the key under `registration.errors`. */
export type VendorFieldProblem =
  | 'vendorNameRequired'
  | 'vendorTypeRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'contactNumberInvalid'
  | 'websiteInvalid'
  | 'tooLong';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{5,40}$/;

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function checkVendorFields(
  fields: VendorDraftFields,
): Partial<Record<keyof VendorDraftFields, VendorFieldProblem>> {
  const problems: Partial<Record<keyof VendorDraftFields, VendorFieldProblem>> = {};
  for (const field of VENDOR_FIELDS)
    if (fields[field].trim().length > VENDOR_FIELD_LIMITS[field]) problems[field] = 'tooLong';
  const value = (field: keyof VendorDraftFields) => fields[field].trim();
  if (!value('vendorName')) problems.vendorName = 'vendorNameRequired';
  if (!value('vendorType')) problems.vendorType = 'vendorTypeRequired';
  if (!value('email')) problems.email = 'emailRequired';
  else if (!EMAIL.test(value('email'))) problems.email = 'emailInvalid';
  if (value('contactNumber') && !PHONE.test(value('contactNumber')))
    problems.contactNumber = 'contactNumberInvalid';
  if (value('website') && !isWebAddress(value('website'))) problems.website = 'websiteInvalid';
  return problems;
}

/** The vendor body the API takes: trimmed, blank optional fields as null. */
export function toVendorBody(fields: VendorDraftFields): VendorBody {
  const optional = (value: string) => value.trim() || null;
  return {
    vendorName: fields.vendorName.trim(),
    vendorType: fields.vendorType.trim(),
    pointOfContact: optional(fields.pointOfContact),
    email: fields.email.trim(),
    contactNumber: optional(fields.contactNumber),
    website: optional(fields.website),
  };
}
