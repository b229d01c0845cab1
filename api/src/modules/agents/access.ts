/**
 * The diagnostics' access: module asset-management (the assets remote's /devices,
 * /diagnostics and /jobs-info), the permissions of SPEC.md section 3's catalogue.
 */
import { perm } from '@itam/shared/contracts';
import type { Entitlement } from '../../auth/guard';
import { moduleAccess } from '../../platform/access';

export const AGENT_MODULE: Entitlement = 'asset-management';
export const access = moduleAccess(AGENT_MODULE);

export const AGENT_PERMISSIONS = {
  /** /devices, /diagnostics, /jobs-info: the computers, their jobs and the review queue. */
  computers: perm('on_organsiation', 'agent_computers', 'view'),
  /** Ask computers to run diagnostics now; set the health thresholds. */
  runReport: perm('on_organsiation', 'agent_computer_report', 'create'),
  /** Download the agent, make enrolment tokens, revoke a computer. */
  download: perm('on_organsiation', 'download_agent', 'create'),
  /** One computer's report sections, by the asset views. */
  programs: perm('on_asset', 'programs_view', 'view'),
  ram: perm('on_asset', 'ram_view', 'view'),
  location: perm('on_asset', 'location_view', 'view'),
  users: perm('on_asset', 'users_view', 'view'),
  health: perm('on_asset', 'health_view', 'view'),
  /** Linking a review to an asset edits it; creating one from a review creates it. */
  assetEdit: perm('on_asset', 'asset', 'edit'),
  assetCreate: perm('on_asset', 'asset', 'create'),
} as const;
