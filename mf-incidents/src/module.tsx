/**
 * The `incidents` remote (incidents, tickets, service requests and feedback). Its routes and menu entries are its route data
 * (./routes.ts). Screens: the agents' queue with a ticket's detail (/incidents), the
 * manager's view (/incident-management), raising a ticket (/create-ticket), the request
 * catalogue (/service-request), one's own tickets (/request-status) and the satisfaction
 * survey (/feedback). Each screen is its own chunk.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import CONTRIBUTIONS from './contributions';
import { INCIDENTS_ROUTES } from './routes';
import en from './locales/en/incidents.json';
import hi from './locales/hi/incidents.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'incidents',
  routes: INCIDENTS_ROUTES,
  i18n: { namespace: 'incidents', resources: { en, hi } },
  screens: {
    incidents: () => import('./features/queue/incidents-screen'),
    createTicket: () => import('./features/create-ticket/create-ticket-screen'),
    requestStatus: () => import('./features/request-status/request-status-screen'),
    serviceRequest: () => import('./features/service-request/service-request-screen'),
    feedback: () => import('./features/feedback/feedback-screen'),
    incidentManagement: () => import('./features/management/incident-management-screen'),
  },
  contributions: CONTRIBUTIONS,
});

export default remoteModule;
