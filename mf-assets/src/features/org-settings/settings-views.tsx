/**
 * The views of `/account-settings/:view`, in the side list's order: each one's permission
 * (SPEC.md section 3, `on_organsiation`), the module it needs and its code-split component.
 * A view the role may not see is left out of the list and its address answers the
 * forbidden screen; one the company's modules do not enable, the module-not-enabled screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  SETTINGS_VIEWS,
  SETTINGS_VIEW_PERMISSIONS,
  isAllowed,
  type CompanyModule,
  type Policies,
  type SettingsView,
} from '@itam/shared/contracts';

export const SETTINGS_VIEW_COMPONENTS: Record<SettingsView, LazyExoticComponent<ComponentType>> = {
  presonal_information: lazy(() => import('./views/personal-view')),
  company_information: lazy(() => import('./views/company-view')),
  company_branches: lazy(() => import('./views/branches-view')),
  employee_setup: lazy(() => import('./views/employees-view')),
  asset_types: lazy(() => import('./views/asset-types-view')),
  asset_tag_setup: lazy(() => import('./views/tag-setup-view')),
  purchase_order: lazy(() => import('./views/purchase-orders-view')),
  admin_setup: lazy(() => import('./views/admin-view')),
  activity: lazy(() => import('./views/activity-view')),
  download_agent: lazy(() => import('../devices/agent-enrolment')),
};

/**
 * The company module a view needs besides the live subscription, as its API declares:
 * the organisation's own data needs none (entitlement 'subscription'); the diagnostics
 * agent's download and enrolment are asset management's (`/agent/*`).
 */
export const SETTINGS_VIEW_MODULES: Partial<Record<SettingsView, CompanyModule>> = {
  download_agent: 'asset-management',
};

/** True when the company's modules enable the view. */
export function isViewEnabled(view: SettingsView, companyRoles: readonly string[]): boolean {
  const module = SETTINGS_VIEW_MODULES[view];
  return !module || companyRoles.includes(module);
}

/** The views the company's modules enable and the policies allow, in order. */
export function allowedViews(
  policies: Policies | null | undefined,
  companyRoles: readonly string[],
): SettingsView[] {
  return SETTINGS_VIEWS.filter(
    (view) =>
      isViewEnabled(view, companyRoles) && isAllowed(policies, SETTINGS_VIEW_PERMISSIONS[view]),
  );
}
