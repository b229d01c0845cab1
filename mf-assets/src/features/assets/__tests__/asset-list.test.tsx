import { renderWithProviders } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import { httpClient } from '@itam/shared/api';
import type { AssetListItem } from '@itam/shared/contracts';
import { installRemoteModule } from '@itam/shared/remote';
import { createAppStore } from '@itam/shared/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import remoteModule from '../../../module';
import AssetListScreen from '../asset-list-screen';
import { assetRemoved, assetsListReplaced, assetsPageAdvanced, assetUpdated, assetsReducer, initialAssetsState } from '../assets.slice';

function asset(n: number): AssetListItem {
  return {
    _id: `a${n}`,
    name: `Laptop ${n}`,
    serialNumber: `SN-${n}`,
    tag: `TAG-${n}`,
    state: 'IN_INVENTORY',
    assetType: { _id: 't1', name: 'Laptop' },
    make: null,
    model: null,
    dateOfPurchase: null,
    invoiceId: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    dateOfAssign: null,
    price: null,
    warrantyRemaining: null,
    imei: null,
    vendor: null,
    officeId: { _id: 'o1', branchId: 'PUN-1', name: 'Pune' },
    employee: null,
  };
}

const requests: InternalAxiosRequestConfig[] = [];
const api: AxiosAdapter = async (config) => {
  requests.push(config);
  const pageNumber = Number(config.params.pageNumber);
  const limit = Number(config.params.limit);
  const assets = Array.from({ length: pageNumber === 2 ? 5 : 10 }, (_, i) => asset(pageNumber * limit + i + 1));
  // Counts arrive as strings from some servers: the client converts them.
  const data = { type: 'success', assets, totalAssetsCount: '25', limit: String(limit), pageNumber: String(pageNumber) };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

describe('asset list (store injection, saga, API client)', () => {
  beforeEach(() => {
    requests.length = 0;
    httpClient.defaults.adapter = api;
  });

  it('lists the first page from GET /assets/get-assets and pages on the server', async () => {
    const user = userEvent.setup();
    const store = createAppStore();
    installRemoteModule(remoteModule, store);
    renderWithProviders(<AssetListScreen />, { store });

    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(screen.getByTestId('screen')).toHaveAttribute('data-remote', 'assets');
    expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/assets/get-assets');
    expect(requests[0]?.params).toEqual({ pageNumber: 0, limit: 10 });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('25 assets')).toBeInTheDocument();
    expect(store.getState().assets).toMatchObject({ totalAssetsCount: 25, pageNumber: 0, limit: 10, status: 'loaded' });

    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(screen.getByText('Laptop 21')).toBeInTheDocument());
    expect(requests[1]?.params).toEqual({ pageNumber: 2, limit: 10 });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('logs a failed load and shows no rows', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    httpClient.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('boom', 'ERR_BAD_RESPONSE', config, null, {
        data: { type: 'error', error: 'boom' },
        status: 500,
        statusText: 'Server Error',
        headers: {},
        config,
      });
    };
    const store = createAppStore();
    installRemoteModule(remoteModule, store);
    renderWithProviders(<AssetListScreen />, { store });
    await waitFor(() => expect(store.getState().assets?.status).toBe('failed'));
    expect(screen.getByText('No assets yet')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[assets]'), expect.anything());
    error.mockRestore();
  });
});

describe('assets slice', () => {
  const loaded = { ...initialAssetsState, items: [asset(1), asset(2)], pageNumber: 3, status: 'loaded' as const };

  it('replaces the list, resetting the page number and setting the filter text', () => {
    expect(assetsReducer(loaded, assetsListReplaced({ assets: [asset(9)], filterText: 'lap' }))).toMatchObject({
      items: [asset(9)],
      pageNumber: 0,
      filterText: 'lap',
    });
  });

  it('updates and removes one asset by id, and advances the page', () => {
    const renamed = { ...asset(2), name: 'Renamed' };
    expect(assetsReducer(loaded, assetUpdated(renamed)).items[1]?.name).toBe('Renamed');
    expect(assetsReducer(loaded, assetRemoved('a1')).items.map((a) => a._id)).toEqual(['a2']);
    expect(assetsReducer(loaded, assetsPageAdvanced()).pageNumber).toBe(4);
  });
});
