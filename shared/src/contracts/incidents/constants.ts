/**
 * The service desk's words, without zod: what other modules use too (the asset detail's
 * Tickets tab reads an asset's tickets without importing the incidents remote), so the
 * `@itam/shared/contracts` entry can re-export them. The wire's schemas are beside this file.
 */
import { ROUTES } from '../route-paths';

export const TICKET_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'waiting_on_requester',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_KINDS = ['incident', 'service_request', 'feedback'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** The lifecycle's actions (POST .../:id/transition). */
export const TICKET_ACTIONS = ['start', 'wait', 'resume', 'resolve', 'close', 'reopen'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const TICKET_SORTS = ['newest', 'oldest', 'priority', 'due', 'updated'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** Urgency, impact and priority: 1 (very low) to 5 (very high). */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

/** Files a ticket takes (415 / 413 otherwise). */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_TICKET = 20;

export const REQUEST_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select'] as const;
export const SURVEY_QUESTION_KINDS = ['rating', 'text'] as const;
export const AGEING_BUCKETS = ['lt1d', '1to3d', '3to7d', '7to30d', 'gt30d'] as const;

/** `GET /api/incidents/assets/:id/tickets` (a requester sees only their own). */
export const assetTicketsPath = (assetId: string) =>
  `/incidents/assets/${encodeURIComponent(assetId)}/tickets`;

/** The address that opens one ticket in the service desk's queue. */
export const ticketPath = (ticketId: string) =>
  `${ROUTES.incidents}?ticket=${encodeURIComponent(ticketId)}`;
