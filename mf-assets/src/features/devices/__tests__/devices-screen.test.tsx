/** `/devices`: computers by the URL's search, health and page; revoking; the review queue. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { AgentReview } from '@itam/shared/contracts';
import {
  agentId as id,
  fakeComputer,
  STORY_REVIEW as REVIEW,
} from '../../../test-support/agent-fixtures';
import { fakeAsset, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import {
  confirmDialog,
  modalTitled,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import DevicesScreen from '../devices-screen';

let api: FakeApi;
let reviews: AgentReview[];
const computerRequests = () => api.requests.filter((r) => r.url === '/agent-computers');

beforeEach(() => {
  reviews = [REVIEW];
  api = installFakeApi()
    .on('GET', '/agent-computers', () => ({
      type: 'success',
      items: [
        fakeComputer(1, {
          health: 'critical',
          healthReasons: [{ key: 'disk_free', level: 'critical', value: 6, mount: '/' }],
        }),
        fakeComputer(2, { asset: null, inReview: true, health: 'unknown', lastSeenAt: null }),
      ],
      total: 60,
      pageNumber: 1,
      limit: 25,
      byHealth: { good: 50, warning: 6, critical: 3, unknown: 1 },
    }))
    .on('GET', '/agent-reviews', () => ({
      type: 'success',
      items: reviews,
      total: reviews.length,
      pageNumber: 0,
      limit: 50,
    }))
    .on('GET', '/assets/get-assets', () => ({
      type: 'success',
      assets: [fakeAsset(3)],
      totalAssetsCount: 1,
      limit: 20,
      pageNumber: 0,
    }))
    .on('POST', `/agent-computers/${id(1)}/revoke`, () => ({
      type: 'success',
      revokedAt: '2026-02-04T00:00:00.000Z',
    }))
    .on('POST', `/agent-reviews/${id(900)}/link`, (request) => {
      reviews = [];
      return {
        type: 'success',
        reviewId: id(900),
        computerId: id(9),
        assetId: (request.body as { assetId: string }).assetId,
      };
    })
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: id(55), name: 'Desktop' }],
    }))
    .on('POST', `/agent-reviews/${id(900)}/create-asset`, () => {
      reviews = [];
      return { type: 'success', reviewId: id(900), computerId: id(9), assetId: id(77) };
    });
});

describe('/devices', () => {
  it('asks for the URL’s search, health and page, and shows health, reasons and the linked asset', async () => {
    renderScreen(<DevicesScreen />, { route: '/devices?search=pc&health=critical&page=2' });
    expect(await screen.findByText('pc-1')).toBeInTheDocument();
    expect(computerRequests()[0]!.params).toEqual({
      pageNumber: 1,
      limit: 25,
      search: 'pc',
      health: 'critical',
    });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Critical')).toBeInTheDocument();
    expect(within(table).getByText('Disk: 6% free on /')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Laptop 1 · DC-1' })).toHaveAttribute(
      'href',
      '/assets/edit/00000000-0000-4000-8000-000000000001',
    );
    expect(within(table).getByText('In the review queue')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('60 computers')).toBeInTheDocument();
  });

  it('ignores a health level that does not exist', async () => {
    renderScreen(<DevicesScreen />, { route: '/devices?health=purple&page=0' });
    expect(await screen.findByText('pc-1')).toBeInTheDocument();
    expect(computerRequests()[0]!.params).toEqual({ pageNumber: 0, limit: 25 });
  });

  it('revokes a computer’s agent after confirming, then reloads the list', async () => {
    const user = setupUser();
    renderScreen(<DevicesScreen />, { route: '/devices' });
    await user.click(await screen.findByRole('button', { name: 'Revoke the agent of pc-1' }));
    const dialog = await confirmDialog();
    expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
      'Revoke the agent of pc-1?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.url === `/agent-computers/${id(1)}/revoke`)).toBe(true),
    );
    await waitFor(() => expect(computerRequests()).toHaveLength(2));
  });

  it('offers no revoking without download_agent', async () => {
    renderScreen(<DevicesScreen />, {
      route: '/devices',
      policies: { on_organsiation: { agent_computers: ['view'] } },
    });
    expect(await screen.findByText('pc-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    // Nor linking or creating assets without asset edit and create.
    expect(await screen.findByText('mystery-box')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mystery-box/ })).not.toBeInTheDocument();
  });

  it('links a review to one of the assets it matched, and the queue empties', async () => {
    const user = setupUser();
    renderScreen(<DevicesScreen />, { route: '/devices' });
    expect(await screen.findByText('Matches several assets')).toBeInTheDocument();
    expect(
      screen.getByText('Matching assets: Laptop 7 · TAG-7 · SN-7; Laptop 8 · TAG-8 · SN-8'),
    ).toBeInTheDocument();
    // Named by its visible words first (WCAG's label in name), then the computer's host.
    const link = screen.getByRole('button', { name: 'Link to an asset: mystery-box' });
    expect(link).toHaveTextContent('Link to an asset');
    await user.click(link);
    const dialog = await modalTitled('Link mystery-box to an asset');
    await user.click(within(dialog).getByRole('button', { name: 'Link to an asset' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.url === `/agent-reviews/${id(900)}/link`)?.body).toEqual({
        assetId: fakeAsset(7)._id,
      }),
    );
    expect(
      await screen.findByText('Every reporting computer is linked to an asset.'),
    ).toBeInTheDocument();
    // The computers' list is read again: its asset changed.
    await waitFor(() => expect(computerRequests()).toHaveLength(2));
  });

  it('creates an asset of the type chosen from a review, and asks for the type first', async () => {
    const user = setupUser();
    renderScreen(<DevicesScreen />, { route: '/devices' });
    await user.click(
      await screen.findByRole('button', { name: 'Create an asset for mystery-box' }),
    );
    const dialog = await modalTitled('Create an asset for mystery-box?');
    // The server makes no asset without a type: the dialog asks for it before sending.
    await user.click(within(dialog).getByRole('button', { name: 'Create an asset' }));
    expect(await within(dialog).findByText('Choose the asset type')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.endsWith('/create-asset'))).toBe(false);
    await user.click(within(dialog).getByLabelText('Asset type'));
    await user.click(await screen.findByTitle('Desktop'));
    await user.click(within(dialog).getByRole('button', { name: 'Create an asset' }));
    await waitFor(() =>
      expect(
        api.requests.find((r) => r.url === `/agent-reviews/${id(900)}/create-asset`)?.body,
      ).toEqual({ assetTypeId: id(55) }),
    );
    expect(
      await screen.findByText('Every reporting computer is linked to an asset.'),
    ).toBeInTheDocument();
  });
});
