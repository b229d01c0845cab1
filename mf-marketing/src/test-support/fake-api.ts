/** Marketing fixtures for component tests and stories; the fake API itself is the kit's. */
import type { CatalogueDevice, Plan, SubscriptionSummary } from '@itam/shared/contracts';
import { installFakeApi } from '@itam/shared/fake-api';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

const MONTHLY: Record<Plan['module'], number> = {
  'asset-management': 499900,
  'it-products': 149900,
  'it-services': 299900,
  'saas-products': 249900,
  'incident-management': 349900,
};

/** The plans the API serves (yearly is ten months). */
export const FAKE_PLANS: Plan[] = Object.entries(MONTHLY).flatMap(([module, monthly]) => [
  {
    id: `${module}-monthly`,
    module: module as Plan['module'],
    billingCycle: 'monthly' as const,
    amountPaise: monthly,
    currency: 'INR' as const,
  },
  {
    id: `${module}-yearly`,
    module: module as Plan['module'],
    billingCycle: 'yearly' as const,
    amountPaise: monthly * 10,
    currency: 'INR' as const,
  },
]);

export const FAKE_DEVICES: CatalogueDevice[] = [
  {
    id: 'latitude-3540',
    name: 'Latitude 3540',
    brand: 'Dell',
    category: 'laptop',
    unitPaise: 6890000,
    currency: 'INR',
    specs: {
      processor: 'Intel Core i5-1335U',
      memory: '16 GB DDR4',
      storage: '512 GB SSD',
      display: '15.6" FHD',
    },
  },
  {
    id: 'mk295-combo',
    name: 'MK295 silent keyboard and mouse',
    brand: 'Logitech',
    category: 'accessory',
    unitPaise: 199500,
    currency: 'INR',
    specs: { connection: '2.4 GHz USB receiver', warranty: '1 year' },
  },
];

/** A live plan of two modules, as GET /{product}/subscription answers for an administrator. */
export const FAKE_SUBSCRIPTION: SubscriptionSummary = {
  licenseCode: 'LICENSE_EXIST',
  modules: ['asset-management', 'saas-products'],
  start: '2026-01-01',
  end: '2026-12-31',
  billingCycle: 'yearly',
  canPurchase: true,
  purchasers: [],
};

/** Installs the subscription answer (and restores the client afterwards): a story's beforeEach. */
export function withSubscription(subscription: SubscriptionSummary = FAKE_SUBSCRIPTION) {
  return () => {
    const api = installFakeApi().on('GET', '/itam/subscription', () => ({
      type: 'success',
      subscription,
    }));
    return () => api.restore();
  };
}
