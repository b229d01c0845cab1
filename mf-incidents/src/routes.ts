/**
 * The routes of the `incidents` remote (incidents, tickets, service requests and
 * feedback). Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  navEntry,
  protectedRoute,
  type CompanyModule,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, module: CompanyModule, extra?: Extra): RouteEntry =>
  protectedRoute('incidents', name, module, extra);

const IM = 'incident-management';

export const INCIDENTS_ROUTES: readonly RouteEntry[] = [
  route('incidents', IM, navEntry('incidents', 'incidents')),
  route('incidentManagement', IM, navEntry('incidentManagement', 'incidents')),
  route('createTicket', IM, navEntry('createTicket', 'ticket')),
  // A resolved ticket's survey: an incident's (incident management) or a service request's
  // (it-services: its requester rates it from /request-status), so either module opens it.
  route('feedback', IM, { anyModule: [IM, 'it-services'] }),
  route('serviceRequest', 'it-services', navEntry('serviceRequest', 'service')),
  route('requestStatus', 'it-services', navEntry('requestStatus', 'status')),
];

export default INCIDENTS_ROUTES;
