/**
 * The company modules of SPEC.md section 1: the five default company roles. A
 * company's `roles` list names the modules it has enabled.
 */
export const COMPANY_MODULES = [
  'asset-management',
  'it-products',
  'it-services',
  'saas-products',
  'incident-management',
] as const;

export type CompanyModule = (typeof COMPANY_MODULES)[number];

export function isCompanyModule(value: unknown): value is CompanyModule {
  return typeof value === 'string' && (COMPANY_MODULES as readonly string[]).includes(value);
}
