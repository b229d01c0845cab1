/** Every figure and chart segment of the dashboards opens the asset list filtered to it. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { AssetDashboard } from '@itam/shared/contracts';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { STORY_DASHBOARD } from '../../../test-support/story-api';
import DashboardScreen from '../dashboard-screen';
import ItTrackingScreen from '../it-tracking-screen';

jest.setTimeout(30_000);

let api: FakeApi;
const answer = (dashboard: AssetDashboard) =>
  api.on('GET', '/assets/dashboard', () => ({ type: 'success', ...dashboard }));
beforeEach(() => {
  api = installFakeApi();
});

const hrefOf = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('link', { name }).getAttribute('href');
const [laptop, , monitor] = STORY_DASHBOARD.byType;
const [pune] = STORY_DASHBOARD.byBranch;

describe('the dashboard’s links into the asset list', () => {
  it('opens each figure’s assets: all, a state, warranties ending within 30/60/90 days', async () => {
    answer(STORY_DASHBOARD);
    renderScreen(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Assets by state' });
    expect(screen.getByTestId('figure-total')).toHaveAttribute('href', '/assets');
    expect(screen.getByTestId('figure-ASSIGNED')).toHaveAttribute(
      'href',
      '/assets?states=ASSIGNED',
    );
    expect(screen.getByTestId('figure-d30')).toHaveAttribute(
      'href',
      '/assets?warrantyEndsWithinDays=30',
    );
    expect(screen.getByTestId('figure-d90')).toHaveAttribute(
      'href',
      '/assets?warrantyEndsWithinDays=90',
    );
    expect(screen.getByTestId('figure-d30')).toHaveTextContent('Within 30 days12');
    // Recent activity leads to the whole log, and its rows to their assets.
    expect(hrefOf('See all activity')).toBe('/activity-info');
    const recent = within(screen.getByRole('list', { name: 'Activity' }));
    for (const link of recent.getAllByRole('link', { name: 'ThinkPad X1 (DC-000123)' }))
      expect(link).toHaveAttribute('href', '/assets/edit/a1');
  });

  it('opens each chart segment’s assets: a state, a group, a type, a branch, Unspecified', async () => {
    answer(STORY_DASHBOARD);
    renderScreen(<DashboardScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Assets by state' });
    const states = screen.getByRole('list', { name: 'Assets by state' });
    expect(hrefOf(/^Lost 40\b/, states)).toBe('/assets?states=LOST');
    expect(hrefOf(/^With IT/)).toBe(
      '/assets?states=IN_INVENTORY,IN_REPAIR,RETIRED,DEAD,DAMAGED,PENDING_DISPOSAL',
    );
    expect(hrefOf(/^With Employee/)).toBe('/assets?states=ASSIGNED,IN_USE');
    const types = screen.getByRole('list', { name: 'Assets by type' });
    expect(hrefOf(/^Laptop 900\b/, types)).toBe(`/assets?assetTypeId=${laptop!._id}`);
    expect(hrefOf(/^Monitor 480\b/, types)).toBe(`/assets?assetTypeId=${monitor!._id}`);
    expect(hrefOf(/^Unspecified 20\b/, types)).toBe('/assets?assetTypeId=none');
    const branches = screen.getByRole('list', { name: 'Assets by branch' });
    expect(hrefOf(/^Pune 800\b/, branches)).toBe(`/assets?officeId=${pune!._id}`);
  });

  it('lists every type of the Other bar, the assets without one among them', async () => {
    const byType = Array.from({ length: 10 }, (_, i) => ({
      _id: i === 9 ? null : `20000000-0000-4000-8000-00000000001${i}`,
      name: i === 9 ? 'Unspecified' : `Type ${i}`,
      count: 100 - i,
    }));
    answer({ ...STORY_DASHBOARD, byType });
    renderScreen(<DashboardScreen />);
    const types = await screen.findByRole('list', { name: 'Assets by type' });
    expect(hrefOf(/^Other 183\b/, types)).toBe(
      '/assets?assetTypeId=20000000-0000-4000-8000-000000000018,none',
    );
  });

  it('takes the user to the list when a figure is clicked', async () => {
    const user = setupUser();
    answer(STORY_DASHBOARD);
    const { router } = renderScreen(<DashboardScreen />, { route: '/dashboard' });
    await user.click(await screen.findByTestId('figure-d60'));
    expect(router.state.location.pathname).toBe('/assets');
    expect(router.state.location.search).toBe('?warrantyEndsWithinDays=60');
  });
});

describe('IT tracking’s links into the asset list', () => {
  it('opens each group, state and branch', async () => {
    answer(STORY_DASHBOARD);
    renderScreen(<ItTrackingScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Who has the devices' });
    expect(screen.getByTestId('figure-WITH_EMPLOYEE')).toHaveAttribute(
      'href',
      '/assets?states=ASSIGNED,IN_USE',
    );
    expect(screen.getByTestId('figure-LOST')).toHaveAttribute('href', '/assets?states=LOST');
    const groups = screen.getByRole('list', { name: 'Who has the devices' });
    expect(hrefOf(/^Others 190\b/, groups)).toBe('/assets?states=DISPOSED,LOST');
    const branches = screen.getByRole('list', { name: 'Assets by branch' });
    expect(hrefOf(/^Bengaluru 700\b/, branches)).toBe(
      '/assets?officeId=10000000-0000-4000-8000-000000000002',
    );
  });
});
