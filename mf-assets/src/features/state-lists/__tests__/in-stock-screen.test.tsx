import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { ReservedAsset } from '@itam/shared/contracts';
import { fakeAsset, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import InStockScreen from '../in-stock-screen';

/** Eleven in stock: nine free to hand out, two reserved. */
const FREE = Array.from({ length: 9 }, (_, i) => fakeAsset(i + 1));
const RESERVED: ReservedAsset[] = [
  {
    _id: '00000000-0000-4000-8000-000000000010',
    name: 'Laptop 10',
    tag: 'TAG-10',
    serialNumber: 'SN-10',
    model: 'ThinkPad T14',
    assetType: { _id: 't1', name: 'Laptop' },
    reservation: {
      kind: 'shop',
      sourceId: 'o-12',
      orderNumber: 12,
      employee: { _id: 'e1', name: 'Rohan Mehta' },
      joiningDate: null,
    },
  },
  {
    _id: '00000000-0000-4000-8000-000000000011',
    name: 'Laptop 11',
    tag: 'TAG-11',
    serialNumber: 'SN-11',
    model: null,
    assetType: { _id: 't1', name: 'Laptop' },
    reservation: {
      kind: 'onboarding',
      sourceId: 'ob-1',
      orderNumber: null,
      employee: { _id: 'e2', name: 'Asha Verma' },
      joiningDate: '2026-12-01',
    },
  },
];

let api: FakeApi;
const listRequests = () => api.requests.filter((r) => r.url === '/assets/get-assets');

function install(reserved: ReservedAsset[]) {
  api = installFakeApi()
    .on('GET', '/assets/get-assets', (request) => {
      // The server's filter: reserved=false leaves the reserved ones out.
      const all = [...FREE, ...reserved.map((r) => fakeAsset(Number(r._id.slice(-2))))];
      const assets = request.params.reserved === 'false' ? FREE : all;
      return {
        type: 'success',
        assets,
        totalAssetsCount: assets.length,
        limit: 10,
        pageNumber: 0,
      };
    })
    .on('GET', '/assets/reserved', () => ({
      type: 'success',
      assets: reserved,
      total: reserved.length,
    }))
    .on('GET', '/company/asset-types', () => ({ type: 'success', assetTypes: [] }));
}

beforeEach(() => localStorage.clear());

describe('in stock', () => {
  it('lists only the free assets with Assign, and the reserved ones apart with who holds them', async () => {
    install(RESERVED);
    renderScreen(<InStockScreen />, { route: '/in-stock' });
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(listRequests()[0]!.params).toMatchObject({ states: 'IN_INVENTORY', reserved: 'false' });
    // The count is of the free ones.
    expect(screen.getByText('9 assets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Laptop 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Laptop 10' })).not.toBeInTheDocument();

    const reserved = await screen.findByRole('region', { name: 'Reserved (2)' });
    const rows = within(reserved).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Shop order #12 of Rohan Mehta'),
      expect.stringContaining('Asha Verma, joining on'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Laptop 10' })).toHaveAttribute(
      'href',
      '/assets/edit/00000000-0000-4000-8000-000000000010',
    );
    expect(within(reserved).queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
  });

  it('shows no reserved section when nothing is reserved', async () => {
    install([]);
    renderScreen(<InStockScreen />, { route: '/in-stock' });
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    await screen.findByText('9 assets');
    expect(api.requests.some((r) => r.url === '/assets/reserved')).toBe(true);
    expect(screen.queryByRole('region', { name: /Reserved/ })).not.toBeInTheDocument();
  });
});
