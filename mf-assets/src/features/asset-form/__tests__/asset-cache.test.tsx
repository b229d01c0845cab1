/**
 * The server-data layer on the asset screens (issue 32): a screen reached again in the same
 * session shows the kept answer without asking the server, and a write refreshes every
 * screen that shows the written asset, with nothing passed between them.
 */
import { LeaveAndReturn } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { AssetDetail, ReservedAsset } from '@itam/shared/contracts';
import { allPolicies } from '@itam/shared/contracts';
import { screen } from '@testing-library/react';
import { fakeAsset, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { ReservedStock } from '../../state-lists/reserved-stock';
import AssetEditScreen from '../asset-edit-screen';

jest.setTimeout(40_000);

const ID = '00000000-0000-4000-8000-000000000010';
const TYPE_ID = '20000000-0000-4000-8000-000000000001';
const ROUTE = { route: `/assets/edit/${ID}`, path: '/assets/edit/:assetId' };

let api: FakeApi;
/** The asset as the server holds it. */
let asset: AssetDetail;

const reserved = (): ReservedAsset => ({
  _id: ID,
  name: asset.name,
  tag: asset.tag,
  serialNumber: asset.serialNumber,
  model: null,
  assetType: { _id: TYPE_ID, name: 'Laptop' },
  reservation: {
    kind: 'shop',
    sourceId: 'o-12',
    orderNumber: 12,
    employee: { _id: 'e1', name: 'Rohan Mehta' },
    joiningDate: null,
  },
});

beforeEach(() => {
  asset = {
    ...fakeAsset(10, {
      assetType: { _id: TYPE_ID, name: 'Laptop' },
      officeId: { _id: '10000000-0000-4000-8000-000000000001', branchId: 'PUN-1', name: 'Pune' },
    }),
    description: null,
    warrantyEndDate: null,
    depreciation: null,
    comments: [],
    assignment: null,
    disposal: null,
    updatedAt: '2026-01-15T10:00:00.000Z',
  } as AssetDetail;
  api = installFakeApi()
    .on('GET', `/assets/${ID}`, () => ({ type: 'success', asset }))
    .on('PUT', `/assets/${ID}`, (request) => {
      asset = {
        ...asset,
        name: (request.body as { name: string }).name,
        updatedAt: '2026-01-16T10:00:00.000Z',
      };
      return { type: 'success', asset };
    })
    .on('GET', `/assets/${ID}/assignments`, () => ({ type: 'success', assignments: [] }))
    .on('GET', '/assets/reserved', () => ({ type: 'success', assets: [reserved()], total: 1 }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: TYPE_ID, name: 'Laptop' }],
    }))
    .on('GET', '/company/purchase-orders/dropdown', () => ({
      type: 'success',
      purchaseOrders: [],
    }));
});

const gets = (url: string) => api.gets(url);

describe('the asset screens’ cached reads', () => {
  it('shows an asset reached a second time from the cache, without asking the server again', async () => {
    const user = setupUser();
    renderScreen(
      <LeaveAndReturn>
        <AssetEditScreen />
      </LeaveAndReturn>,
      { policies: { on_asset: { asset: ['view'] } }, ...ROUTE },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptop 10' })).toBeInTheDocument();
    expect(gets(`/assets/${ID}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));

    // At once, from the kept answer: no loading state, and no second request.
    expect(screen.getByRole('heading', { level: 1, name: 'Laptop 10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Laptop 10');
    expect(gets(`/assets/${ID}`)).toHaveLength(1);
  });

  it('refreshes another screen showing the asset after a save, with no callback between them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <ReservedStock />
        <AssetEditScreen />
      </>,
      { policies: allPolicies(), ...ROUTE },
    );
    expect(await screen.findByRole('link', { name: 'Laptop 10' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Laptop 10 (spare)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The reserved list, a sibling that knows nothing of the form, reads the asset again.
    expect(await screen.findByRole('link', { name: 'Laptop 10 (spare)' })).toBeInTheDocument();
    expect(gets('/assets/reserved')).toHaveLength(2);
    // The detail shows the save's answer without reading the asset again.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Laptop 10 (spare)' }),
    ).toBeInTheDocument();
    expect(gets(`/assets/${ID}`)).toHaveLength(1);
  });
});
