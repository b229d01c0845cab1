/**
 * A stand-in for the asset detail (the assets remote's `/assets/edit/:assetId`), for the
 * tests of the remotes that contribute to its extension points: its heading, its header's
 * badges and its tabs (Details, then the tab contributions), assembled with the same kit
 * pieces as the real screen. Render it with the remote's `renderScreen`, whose extension
 * host holds the remote's module.
 */
import { Space } from '../antd';
import { Tabs } from '../antd/data';
import type { AssetDetail } from '../contracts';
import { ExtensionView, useExtensions, useExtensionTabs } from '../remote';

/** Asset number `n` as GET /assets/:id answers it (the assets remote's `fakeAsset(n)`). */
export function standInAsset(n: number, overrides: Partial<AssetDetail> = {}): AssetDetail {
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
    description: null,
    warrantyEndDate: null,
    depreciation: null,
    comments: [],
    assignment: null,
    disposal: null,
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function AssetDetailStandIn({ asset }: { asset: AssetDetail }) {
  const props = { assetId: asset._id, asset };
  const tabs = useExtensionTabs('asset-detail.tabs', props);
  const badges = useExtensions('asset-detail.badges');
  return (
    <>
      <h1>{asset.name}</h1>
      <Space wrap>
        {badges.map((badge) => (
          <ExtensionView key={badge.key} extension={badge} props={props} />
        ))}
      </Space>
      <Tabs items={[{ key: 'details', label: 'Details', children: null }, ...tabs]} />
    </>
  );
}
