export * from './permissions';
export * from './modules';
export * from './license';
// The asset register's zod-free words and paths; its wire types (the schemas: contracts/assets).
export * from './assets/states';
export * from './assets/words';
export * from './assets/paths';
export * from './constants';
export * from './api';
export * from './remote-module';
export * from './extension-points';
export * from './route-paths';
export * from './route-registry';
export * from './kit-version';
export * from './session';
// The public site's and the subscription's zod-free words (their schemas: contracts/marketing,
// contracts/subscription; their types below, from ./marketing/old-names).
export * from './marketing/constants';
export * from './subscription/constants';
export * from './telemetry';
export * from './landing';
export * from './csp';
export * from './organisation-api';
// The service desk's words other modules use (its wire: `@itam/shared/contracts/incidents`).
export {
  TICKET_STATUSES,
  TICKET_KINDS,
  TICKET_ACTIONS,
  TICKET_SORTS,
  LEVELS,
  ATTACHMENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_TICKET,
  assetTicketsPath,
  ticketPath,
  type TicketStatus,
  type TicketKind,
  type TicketAction,
  type TicketSort,
  type Level,
} from './incidents/constants';
export type {
  TicketUserRef,
  TicketAssetRef,
  TicketSla,
  TicketSummary,
  AssetTicketsResponse,
} from './incidents';
// The vendor register's words other modules use (zod-free); its schemas are in ./vendors.
export * from './vendors/words';
export type { VendorStanding, VendorStandingResponse } from './vendors/vendors';
// The audit sessions' zod-free helpers; their wire types (the schemas: contracts/audit-sessions).
export * from './audit-sessions/tags';
export type * from './audit-sessions/refs';
export type * from './audit-sessions/scans';
export type * from './audit-sessions/sessions';
// The diagnostics' paths (zod-free) and wire types (the schemas: contracts/agents).
export * from './agents/paths';
export type * from './agents/computers';
export type * from './agents/jobs';
export type * from './agents/reviews';
export type * from './agents/settings';
export * from './date-time';
export * from './field-issues';
// The request and response types inferred from the kit's zod schemas, type-only (no zod
// at run time). Re-exported here, not by the contract files, so that the schemas may use
// the contracts' constants without a cycle.
export type * from './wire';
export type * from './assets';
export type * from './marketing/old-names';
