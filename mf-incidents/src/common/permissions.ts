/** The permissions of the service desk screens (group `on_incident`), by name: the API's own. */
import { perm } from '@itam/shared/contracts';

export const INCIDENT_PERMISSIONS = {
  ticketCreate: perm('on_incident', 'ticket', 'create'),
  ticketView: perm('on_incident', 'ticket', 'view'),
  ticketEdit: perm('on_incident', 'ticket', 'edit'),
  queueView: perm('on_incident', 'ticket_queue', 'view'),
  assign: perm('on_incident', 'ticket_assign', 'edit'),
  close: perm('on_incident', 'ticket_close', 'edit'),
  matrixView: perm('on_incident', 'priority_matrix', 'view'),
  matrixEdit: perm('on_incident', 'priority_matrix', 'edit'),
  reportsView: perm('on_incident', 'incident_reports', 'view'),
} as const;
