/**
 * What this remote adds to other screens' extension points (the Tickets tab of the asset detail). Its own file so
 * that the build reads it (a plain module: the parts' code is imported only when shown)
 * and lists the points in the remote's entry of `remotes.json`: a host screen then loads
 * only the remotes that contribute to its points.
 */
import type { RemoteContributions } from '@itam/shared/contracts';
import { INCIDENT_PERMISSIONS } from './common/permissions';

const CONTRIBUTIONS: RemoteContributions = {
  // The asset detail's Tickets tab: the desk's module and its own permission.
  'asset-detail.tabs': [
    {
      id: 'tickets',
      order: 100,
      labelKey: 'assetTickets.tab',
      module: 'incident-management',
      permissions: [INCIDENT_PERMISSIONS.ticketView],
      component: () => import('./features/asset-tickets/asset-tickets-tab'),
    },
  ],
};

export default CONTRIBUTIONS;
