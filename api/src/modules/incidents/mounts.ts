/**
 * The tickets are mounted twice: under /api/incidents/tickets for incident-management (every
 * kind: the agents' desk), under /api/incidents/requests for it-services (service requests
 * only: the catalogue's requests and their status).
 */
import { REQUESTS_PATH, TICKETS_PATH } from '@itam/shared/contracts/incidents';
import type { TicketKind } from '../../db/schema-incidents';
import { incidentAccess, servicesAccess, type DeskAccess } from './access';

export interface TicketMount {
  /** e.g. '/api/incidents/tickets' */
  prefix: string;
  access: DeskAccess;
  kinds: readonly TicketKind[];
  /** What POST prefix creates. */
  creates: 'incident' | 'service_request';
}

export const INCIDENT_MOUNT: TicketMount = {
  prefix: TICKETS_PATH,
  access: incidentAccess,
  kinds: ['incident', 'service_request', 'feedback'],
  creates: 'incident',
};

export const REQUEST_MOUNT: TicketMount = {
  prefix: REQUESTS_PATH,
  access: servicesAccess,
  kinds: ['service_request'],
  creates: 'service_request',
};
