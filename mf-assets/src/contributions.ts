/**
 * What this remote adds to other screens' extension points (the agent's Computer tab of the asset detail). Its own file so
 * that the build reads it (a plain module: the parts' code is imported only when shown)
 * and lists the points in the remote's entry of `remotes.json`: a host screen then loads
 * only the remotes that contribute to its points.
 */
import type { RemoteContributions } from '@itam/shared/contracts';
import { ASSET_PERMISSIONS } from './common/permissions';

const CONTRIBUTIONS: RemoteContributions = {
  // The agent's computer: its sections follow the on_asset views (ram_view, health_view...).
  'asset-detail.tabs': [
    {
      id: 'computer',
      order: 200,
      labelKey: 'tabs.computer',
      permissions: [ASSET_PERMISSIONS.agentComputersView],
      component: () =>
        import('./features/asset-detail/computer-tab').then((m) => ({ default: m.ComputerTab })),
    },
  ],
};

export default CONTRIBUTIONS;
