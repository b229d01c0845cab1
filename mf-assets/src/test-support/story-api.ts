/**
 * Fake answers for the stories of screens that call the API: `beforeEach` installs them and
 * its cleanup restores the real client, so stories never touch a server.
 */
import type { AssetActivity, AssetDashboard } from '@itam/shared/contracts';
import { installFakeApi, type FakeApi } from './fake-api';

export const STORY_ASSET_TYPES = [
  { _id: '20000000-0000-4000-8000-000000000001', name: 'Laptop' },
  { _id: '20000000-0000-4000-8000-000000000002', name: 'Monitor' },
];

const thinkpad = { _id: 'a1', name: 'ThinkPad X1', tag: 'DC-000123', deleted: false };
const priya = { _id: 'u1', name: 'Priya Nair' };
const logged = (n: number, entry: Partial<AssetActivity>): AssetActivity => ({
  _id: `act-${n}`,
  action: 'create',
  entityType: 'asset',
  entityId: 'a1',
  asset: thinkpad,
  actor: priya,
  at: `2026-02-0${Math.min(9, n)}T10:15:00.000Z`,
  before: null,
  after: null,
  ...entry,
});

/** A company log with every kind of row, newest first. */
export const STORY_ACTIVITY: AssetActivity[] = [
  logged(9, {
    action: 'assign',
    before: { state: 'IN_INVENTORY', employee: null },
    after: {
      state: 'ASSIGNED',
      employee: { _id: 'e1', id: 'DC-EMP-0001', name: 'Vikram Singh' },
      date: '2026-02-09',
      note: 'For the Pune rollout',
    },
  }),
  logged(8, {
    action: 'state-change',
    before: { state: 'IN_REPAIR', employee: null },
    after: { state: 'IN_INVENTORY', employee: null, note: null },
  }),
  logged(7, {
    action: 'update',
    before: { price: 120000, warrantyRemaining: '2027-01-15', vendor: null },
    after: { price: 125000, warrantyRemaining: '2028-01-15', vendor: 'Acme Traders' },
  }),
  logged(6, {
    action: 'audit.create',
    after: { auditId: 'x', date: '2026-02-06', auditorName: 'Anita Desai', condition: 'fair' },
  }),
  logged(5, {
    action: 'comment.create',
    after: { commentId: 'c', text: 'The hinge squeaks; check it at the next audit.' },
  }),
  logged(4, {
    action: 'depreciation.update',
    before: { method: null, usefulLifeYears: null, salvageValue: null, startDate: null },
    after: {
      method: 'straight-line',
      usefulLifeYears: 4,
      salvageValue: 5000,
      startDate: '2025-03-01',
    },
  }),
  logged(3, {
    action: 'dispose',
    entityId: 'a2',
    asset: { _id: 'a2', name: 'HP EliteBook 840', tag: 'DC-000045', deleted: false },
    before: { state: 'PENDING_DISPOSAL' },
    after: {
      state: 'DISPOSED',
      disposal: { date: '2026-02-03', method: 'e-waste', certificateNumber: 'EW-2026-17' },
    },
  }),
  logged(2, {
    action: 'delete',
    entityId: 'a3',
    asset: { _id: 'a3', name: 'Dell P2422H monitor', tag: null, deleted: true },
    actor: null,
  }),
  logged(1, { action: 'create', after: { name: 'ThinkPad X1', state: 'IN_INVENTORY' } }),
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
  recentActivity: STORY_ACTIVITY.slice(0, 5),
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
