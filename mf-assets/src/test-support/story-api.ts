/**
 * Fake answers for the stories of screens that call the API: `beforeEach` installs them and
 * its cleanup restores the real client, so stories never touch a server.
 */
import type { AssetDashboard } from '@itam/shared/contracts';
import { installFakeApi, type FakeApi } from './fake-api';

export const STORY_ASSET_TYPES = [
  { _id: '20000000-0000-4000-8000-000000000001', name: 'Laptop' },
  { _id: '20000000-0000-4000-8000-000000000002', name: 'Monitor' },
];

export const STORY_DASHBOARD: AssetDashboard = {
  total: 2000,
  byState: [
    { state: 'ASSIGNED', count: 920 },
    { state: 'IN_INVENTORY', count: 400 },
    { state: 'IN_REPAIR', count: 100 },
    { state: 'RETIRED', count: 120 },
    { state: 'DEAD', count: 60 },
    { state: 'DAMAGED', count: 80 },
    { state: 'PENDING_DISPOSAL', count: 70 },
    { state: 'DISPOSED', count: 150 },
    { state: 'LOST', count: 40 },
    { state: 'IN_USE', count: 60 },
  ],
  byType: [
    { _id: STORY_ASSET_TYPES[0]!._id, name: 'Laptop', count: 900 },
    { _id: '20000000-0000-4000-8000-000000000003', name: 'Desktop', count: 400 },
    { _id: STORY_ASSET_TYPES[1]!._id, name: 'Monitor', count: 480 },
    { _id: '20000000-0000-4000-8000-000000000004', name: 'Phone', count: 200 },
    { _id: null, name: 'Unspecified', count: 20 },
  ],
  byBranch: [
    { _id: '10000000-0000-4000-8000-000000000001', name: 'Pune', count: 800 },
    { _id: '10000000-0000-4000-8000-000000000002', name: 'Bengaluru', count: 700 },
    { _id: '10000000-0000-4000-8000-000000000003', name: 'Mumbai', count: 500 },
  ],
  warrantyExpiring: { d30: 12, d60: 31, d90: 58 },
  recentActivity: [
    {
      _id: 'r1',
      action: 'state-change',
      entityType: 'asset',
      entityId: 'a1',
      asset: { _id: 'a1', name: 'ThinkPad X1', tag: 'DC-000123', deleted: false },
      actor: { _id: 'u1', name: 'Priya Nair' },
      at: '2026-02-03T10:15:00.000Z',
      before: { name: 'ThinkPad X1', state: 'IN_INVENTORY' },
      after: { name: 'ThinkPad X1', state: 'IN_REPAIR' },
    },
  ],
};

export type StoryApiSetup = (api: FakeApi) => void;

/** A `beforeEach` that answers the dropdowns and whatever `setup` adds. */
export function withFakeApi(setup: StoryApiSetup = () => undefined) {
  return () => {
    const api = installFakeApi()
      .on('GET', '/company/asset-types', () => ({ type: 'success', assetTypes: STORY_ASSET_TYPES }))
      .on('GET', '/company/purchase-orders/dropdown', () => ({
        type: 'success',
        purchaseOrders: [
          { _id: '40000000-0000-4000-8000-000000000001', invoiceId: 'PO-2025-001', vendor: 'Acme' },
        ],
      }))
      .on('GET', '/company/employees/dropdown', () => ({
        type: 'success',
        employees: [
          { _id: '30000000-0000-4000-8000-000000000001', id: 'EMP-001', name: 'Asha Rao' },
        ],
      }));
    setup(api);
    return () => api.restore();
  };
}

/** An answer that never comes (loading states). */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

/** A `beforeEach` whose dashboard endpoint answers STORY_DASHBOARD with `changes`, or never. */
export function withDashboard(changes: Partial<AssetDashboard> | 'never' = {}) {
  return withFakeApi((api) =>
    api.on(
      'GET',
      '/assets/dashboard',
      changes === 'never' ? never : () => ({ type: 'success', ...STORY_DASHBOARD, ...changes }),
    ),
  );
}

/** The dashboard of a company without assets. */
export const EMPTY_DASHBOARD: Partial<AssetDashboard> = {
  total: 0,
  byState: [],
  byType: [],
  byBranch: [],
  warrantyExpiring: { d30: 0, d60: 0, d90: 0 },
  recentActivity: [],
};
