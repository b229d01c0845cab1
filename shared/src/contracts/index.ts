export * from './permissions';
export * from './modules';
export * from './license';
export * from './asset-states';
export * from './constants';
export * from './api';
export * from './remote-module';
export * from './route-paths';
export * from './route-registry';
export * from './kit-version';
export * from './session';
export * from './assets-api';
export * from './marketing-api';
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
export * from './vendors-api';
export * from './audit-sessions-api';
export * from './agents-api';
export * from './shop-api';
export * from './date-time';
export * from './field-issues';
