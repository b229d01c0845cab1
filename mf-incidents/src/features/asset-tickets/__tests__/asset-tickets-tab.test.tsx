/**
 * The Tickets tab this remote contributes to the asset detail (`asset-detail.tabs`),
 * shown in the kit's stand-in for the asset detail (moved here from the assets remote's
 * asset detail test, assertions unchanged).
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { AssetTicketsResponse, CompanyModule, Policies } from '@itam/shared/contracts';
import { installFakeApi } from '../../../test-support/fixtures';
import { AssetDetailStandIn, standInAsset } from '@itam/shared/testing';
import { screen } from '@testing-library/react';
import { renderScreen, setupUser } from '../../../test-support/render-screen';

jest.setTimeout(40_000);

const ASSET = standInAsset(7, { state: 'PENDING_DISPOSAL' });
const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };

const TICKETS: AssetTicketsResponse = {
  type: 'success',
  openTickets: 1,
  tickets: [
    {
      _id: 'a0000000-0000-4000-8000-000000000001',
      number: 'INC-000123',
      kind: 'incident',
      title: 'Screen flickers',
      status: 'waiting_on_requester',
      priority: 2,
      urgency: 2,
      impact: 3,
      category: null,
      requester: { _id: 'u2', name: 'Ravi Kumar' },
      assignee: null,
      asset: { _id: ASSET._id, name: ASSET.name, tag: null },
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
      sla: {
        paused: true,
        firstResponseAt: null,
        resolvedAt: null,
        responseDueAt: null,
        resolutionDueAt: null,
        breached: true,
      },
    },
  ],
};

beforeEach(() => {
  installFakeApi().on('GET', `/incidents/assets/${ASSET._id}/tickets`, () => TICKETS);
});

function renderDetail(policies: Policies, companyRoles: CompanyModule[] = []) {
  return renderScreen(<AssetDetailStandIn asset={ASSET} />, { policies, companyRoles });
}

describe('the asset detail’s Tickets tab', () => {
  it("lists the service desk's tickets about the asset, each opening the ticket, when the company has the desk", async () => {
    const user = setupUser();
    const withDesk = { ...VIEWER_POLICIES, on_incident: { ticket: ['view'] } } as Policies;
    renderDetail(withDesk, ['asset-management', 'incident-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    await user.click(screen.getByRole('tab', { name: 'Tickets' }));
    const link = await screen.findByRole('link', { name: 'INC-000123' });
    expect(link).toHaveAttribute('href', '/incidents?ticket=a0000000-0000-4000-8000-000000000001');
    expect(screen.getByText('1 open ticket')).toBeInTheDocument();
    expect(screen.getByText('Waiting on requester')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('has no tickets tab without the desk module, or without the permission to view tickets', async () => {
    const withDesk = { ...VIEWER_POLICIES, on_incident: { ticket: ['view'] } } as Policies;
    const { unmount } = renderDetail(withDesk, ['asset-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
    unmount();
    renderDetail(VIEWER_POLICIES, ['asset-management', 'incident-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
  });
});
