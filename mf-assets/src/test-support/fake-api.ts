/** Asset fixtures for component tests and stories; the fake API itself is the kit's. */
import type { AssetListItem } from '@itam/shared/contracts';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

export function fakeAsset(n: number, overrides: Partial<AssetListItem> = {}): AssetListItem {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Laptop ${n}`,
    serialNumber: `SN-${n}`,
    tag: `TAG-${n}`,
    state: 'IN_INVENTORY',
    assetType: { _id: 't1', name: 'Laptop' },
    make: null,
    model: null,
    dateOfPurchase: '2025-03-01',
    invoiceId: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    dateOfAssign: null,
    price: 1000 * n,
    warrantyRemaining: null,
    imei: null,
    vendor: `Vendor ${n}`,
    officeId: { _id: 'o1', branchId: 'PUN-1', name: 'Pune' },
    employee: null,
    ...overrides,
  };
}
