/**
 * The routes of the `incidents` remote (incidents, tickets, service requests and
 * feedback). Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  navEntry,
  protectedRoute,
  screenHeading,
  type CompanyModule,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';
import { INCIDENT_PERMISSIONS as P } from './common/permissions';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, module: CompanyModule, extra?: Extra): RouteEntry =>
  protectedRoute('incidents', name, module, extra);

const IM = 'incident-management';
/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string) => screenHeading('incidents', screen);

// Each menu entry asks the permission its screen needs (common/permissions.ts), so the
// menu shows it only to roles that may use it.
export const INCIDENTS_ROUTES: readonly RouteEntry[] = [
  route('incidents', IM, {
    permission: P.ticketView,
    ...navEntry('incidents', 'incidents'),
    ...heading('incidents'),
    // Sent by the start-up chunk (checked against the screen: __tests__/first-requests).
    // The queue's first page (newest first), and its filters' agents and assets.
    firstRequests: [
      '/incidents/tickets?sort=newest&limit=25',
      '/incidents/agents',
      '/incidents/assets',
    ],
  }),
  // The desk's reports, or its priority matrix and service levels.
  route('incidentManagement', IM, {
    anyPermission: [P.reportsView, P.matrixEdit],
    ...navEntry('incidentManagement', 'incidents'),
    ...heading('incidentManagement'),
  }),
  route('createTicket', IM, {
    permission: P.ticketCreate,
    ...navEntry('createTicket', 'ticket'),
    ...heading('createTicket'),
  }),
  // A resolved ticket's survey: an incident's (incident management) or a service request's
  // (it-services: its requester rates it from /request-status), so either module opens it.
  route('feedback', IM, { anyModule: [IM, 'it-services'], ...heading('feedback') }),
  route('serviceRequest', 'it-services', {
    permission: P.ticketCreate,
    ...navEntry('serviceRequest', 'service'),
    ...heading('serviceRequest'),
  }),
  route('requestStatus', 'it-services', {
    permission: P.ticketView,
    ...navEntry('requestStatus', 'status'),
    ...heading('requestStatus'),
  }),
];

export default INCIDENTS_ROUTES;
