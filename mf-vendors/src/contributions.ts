/**
 * What this remote adds to other screens' extension points (the standing of the asset's vendor in the asset detail's header). Its own file so
 * that the build reads it (a plain module: the parts' code is imported only when shown)
 * and lists the points in the remote's entry of `remotes.json`: a host screen then loads
 * only the remotes that contribute to its points.
 */
import type { RemoteContributions } from '@itam/shared/contracts';
import { VENDOR_PERMISSIONS } from './common/permissions';

const CONTRIBUTIONS: RemoteContributions = {
  // The standing of the asset's vendor in the asset detail's header: the register
  // (saas-products) and the permission to view vendors.
  'asset-detail.badges': [
    {
      id: 'vendor-standing',
      order: 100,
      module: 'saas-products',
      permissions: [VENDOR_PERMISSIONS.vendorView],
      component: () => import('./features/vendor-standing/vendor-standing'),
    },
  ],
};

export default CONTRIBUTIONS;
