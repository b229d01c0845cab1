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

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, module: CompanyModule, extra?: Extra): RouteEntry =>
  protectedRoute('incidents', name, module, extra);

const IM = 'incident-management';
/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string) => screenHeading('incidents', screen);

export const INCIDENTS_ROUTES: readonly RouteEntry[] = [
  route('incidents', IM, { ...navEntry('incidents', 'incidents'), ...heading('incidents') }),
  route('incidentManagement', IM, {
    ...navEntry('incidentManagement', 'incidents'),
    ...heading('incidentManagement'),
  }),
  route('createTicket', IM, { ...navEntry('createTicket', 'ticket'), ...heading('createTicket') }),
  // A resolved ticket's survey: an incident's (incident management) or a service request's
  // (it-services: its requester rates it from /request-status), so either module opens it.
  route('feedback', IM, { anyModule: [IM, 'it-services'], ...heading('feedback') }),
  route('serviceRequest', 'it-services', {
    ...navEntry('serviceRequest', 'service'),
    ...heading('serviceRequest'),
  }),
  route('requestStatus', 'it-services', {
    ...navEntry('requestStatus', 'status'),
    ...heading('requestStatus'),
  }),
];

export default INCIDENTS_ROUTES;
