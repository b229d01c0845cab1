/**
 * The views of `/account-settings/:view`, in the side list's order: each one's permission
 * (SPEC.md section 3, `on_organsiation`) and its code-split component. A view the role may
 * not see is left out of the list; its address answers the forbidden screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  SETTINGS_VIEWS,
  SETTINGS_VIEW_PERMISSIONS,
  isAllowed,
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

/** The views the policies allow, in order. */
export function allowedViews(policies: Policies | null | undefined): SettingsView[] {
  return SETTINGS_VIEWS.filter((view) => isAllowed(policies, SETTINGS_VIEW_PERMISSIONS[view]));
}

/** The address of a view (and of its sub-page). */
export const settingsPath = (view: SettingsView, sub?: 'tag-setup' | 'create-po'): string =>
  `/account-settings/${view}${sub ? `/${sub}` : ''}`;
