/** The permissions of the asset screens (SPEC.md section 3, group `on_asset`), by name. */
import { perm } from '@itam/shared/contracts';

export const ASSET_PERMISSIONS = {
  view: perm('on_asset', 'asset', 'view'),
  create: perm('on_asset', 'asset', 'create'),
  edit: perm('on_asset', 'asset', 'edit'),
  delete: perm('on_asset', 'asset', 'delete'),
  assign: perm('on_asset', 'asset_assign_unassign', 'create'),
  activityView: perm('on_asset', 'activity', 'view'),
  auditView: perm('on_asset', 'audit', 'view'),
  auditCreate: perm('on_asset', 'audit', 'create'),
  depreciationView: perm('on_asset', 'depreciation', 'view'),
  depreciationCreate: perm('on_asset', 'depreciation', 'create'),
  imageView: perm('on_asset', 'image', 'view'),
  imageCreate: perm('on_asset', 'image', 'create'),
  commentView: perm('on_asset', 'comment', 'view'),
  commentEdit: perm('on_asset', 'comment', 'edit'),
  archiveView: perm('on_asset', 'archive_lit', 'view'),
  filterView: perm('on_asset', 'filter', 'view'),
  /** Print the QR labels of assets (with tag setup view, as the server allows). */
  generateTag: perm('on_asset', 'generate_tag', 'create'),
  companyActivityView: perm('on_organsiation', 'activity', 'view'),
  // The diagnostics agent's screens (/devices, /diagnostics*, /jobs-info).
  agentComputersView: perm('on_organsiation', 'agent_computers', 'view'),
  downloadAgent: perm('on_organsiation', 'download_agent', 'create'),
  runDiagnostics: perm('on_organsiation', 'agent_computer_report', 'create'),
} as const;
