import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import { STORY_DASHBOARD } from '../../../test-support/story-api';
import DashboardScreen from '../dashboard-screen';
import ItTrackingScreen from '../it-tracking-screen';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('the dashboards’ shared frame', () => {
  it.each([
    ['/dashboard', DashboardScreen, 'Assets by state'],
    ['/dashboard/it-tracking', ItTrackingScreen, 'Who has the devices'],
  ])('%s shows its cards with the figures', async (_path, Screen, cardTitle) => {
    api.on('GET', '/assets/dashboard', () => ({ type: 'success', ...STORY_DASHBOARD }));
    renderScreen(<Screen />);
    expect(await screen.findByRole('heading', { level: 2, name: cardTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Assets by branch' })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    const user = setupUser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    api.on('GET', '/assets/dashboard', () =>
      broken
        ? fail(500, { type: 'error', error: 'Database down' })
        : { type: 'success', ...STORY_DASHBOARD },
    );
    renderScreen(<ItTrackingScreen />);
    expect(
      await screen.findByText(
        'Something went wrong on the server. Try again; if it happens again, tell your administrator what you were doing.',
      ),
    ).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who has the devices' }),
    ).toBeInTheDocument();
    error.mockRestore();
  });

  it('offers a creator a new asset when the company has none', async () => {
    api.on('GET', '/assets/dashboard', () => ({ type: 'success', ...STORY_DASHBOARD, total: 0 }));
    renderScreen(<DashboardScreen />);
    expect(await screen.findByRole('link', { name: 'New asset' })).toHaveAttribute(
      'href',
      '/assets/new',
    );
  });

  it('shows a role without asset.view no figures and asks for none', async () => {
    renderScreen(<ItTrackingScreen />, { policies: {} });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/assets/dashboard')).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
