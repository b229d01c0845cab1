/**
 * The service desk's words that other modules use too (the asset detail's Tickets tab in
 * mf-assets reads an asset's tickets without importing the incidents remote): the ticket
 * statuses and kinds, a ticket's summary as `GET /api/incidents/...` lists answer it,
 * the asset's tickets endpoint, and the registry address that opens one ticket.
 */
import { ROUTES } from './route-paths';

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

export interface TicketUserRef {
  _id: string;
  name: string;
}

export interface TicketAssetRef {
  _id: string;
  name: string;
  tag: string | null;
  serialNumber?: string | null;
  state?: string | null;
}

export interface TicketSla {
  paused: boolean;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  responseDueAt: string | null;
  resolutionDueAt: string | null;
  breached: boolean;
}

/** A ticket in a list (`INC-000123`, its state, people, asset and service level). */
export interface TicketSummary {
  _id: string;
  number: string;
  kind: TicketKind;
  title: string;
  status: TicketStatus;
  priority: number;
  urgency: number;
  impact: number;
  category: string | null;
  requester: TicketUserRef | null;
  assignee: TicketUserRef | null;
  asset: TicketAssetRef | null;
  createdAt: string;
  updatedAt: string;
  sla: TicketSla;
}

/** `GET /api/incidents/assets/:id/tickets` (a requester sees only their own). */
export const assetTicketsPath = (assetId: string) =>
  `/incidents/assets/${encodeURIComponent(assetId)}/tickets`;

export interface AssetTicketsResponse {
  type: 'success';
  openTickets: number;
  tickets: TicketSummary[];
}

/** The address that opens one ticket in the service desk's queue. */
export const ticketPath = (ticketId: string) =>
  `${ROUTES.incidents}?ticket=${encodeURIComponent(ticketId)}`;
